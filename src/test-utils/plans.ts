import { screen, within } from '@testing-library/react'
import type { AdminPlan } from '../../contract/admin-plans.ts'
import { stubApi, type Routes } from './network.ts'

// Plans as the admin API answers them, for the tests of Plan Management and of the section kit shown through it.

export const plan = (id: number, changes: Partial<AdminPlan> = {}): AdminPlan => ({
  id,
  slug: `scholar-plus-${id}`,
  title: `Scholar Plus ${id}`,
  description: 'Most popular',
  durationMonths: 6,
  price: 179_900,
  currency: 'INR',
  featureSlugs: ['journal-finder', 'vacancies'],
  position: id,
  status: 'offered',
  activeSubscriptions: 3,
  capturedPayments: 5,
  ...changes,
})

export const free = plan(1, { title: 'Access For Free', description: 'Free', price: 0, durationMonths: null, featureSlugs: ['templates'], position: 0, activeSubscriptions: 0, capturedPayments: 0 })
export const plus = plan(2)
export const retired = plan(3, { title: 'Scholar Yearly', description: 'Old', durationMonths: 12, status: 'retired', activeSubscriptions: 0 })

export const page = (plans: AdminPlan[], hasMore = false) => ({ plans, hasMore })

/** The admin API with these three plans listed and readable one by one; `routes` add to it or answer instead. */
export function plansApi(routes: Routes = {}) {
  return stubApi({
    'GET /api/admin/plans': page([free, plus, retired]),
    'GET /api/admin/plans/:id': ({ params }) => [free, plus, retired].find((item) => String(item.id) === params.id),
    ...routes,
  })
}

/** The titles of the cards shown, in order. */
export const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
