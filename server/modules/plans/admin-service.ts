import * as v from 'valibot'
import { PlanInput, planMessages, type AdminPaymentFilters, type AdminPlan, type PlanValues } from '../../../contract/admin-plans.ts'
import { HttpError, invalid } from '../../http/errors.ts'
import { recordService } from '../../core/admin/record-service.ts'
import type { Access } from '../../core/access.ts'
import type { AdminPlanRow, AdminPlansRepository } from './admin-repository.ts'
import { inProductOrder } from './repository.ts'

const adminPlan = (row: AdminPlanRow): AdminPlan => ({ ...row, featureSlugs: inProductOrder(row.featureSlugs) })

const valuesOf = (plan: AdminPlan): PlanValues => ({
  title: plan.title,
  description: plan.description,
  durationMonths: plan.durationMonths,
  price: plan.price,
  currency: plan.currency as PlanValues['currency'],
  featureSlugs: plan.featureSlugs,
  position: plan.position,
  status: plan.status,
})

/**
 * Plan Management. What a plan grants is read afresh after every change: the access grants this node remembers
 * are dropped, so a feature taken out of a plan is refused at once here (on other nodes within a grant's life).
 */
export function createAdminPlansService(repo: AdminPlansRepository, access: Access) {
  const plans = recordService({
    repo: {
      ...repo,
      async remove(id: number) {
        const result = await repo.remove(id)
        if (result === 'in-use') throw new HttpError(409, 'plan_in_use', planMessages.inUse)
        return result === 'deleted'
      },
    },
    listKey: 'plans',
    notFoundMessage: planMessages.notFound,
    toItem: adminPlan,
    recordOf: (row) => valuesOf(adminPlan(row)),
    /** The rules between fields (a paid plan has a duration) hold on the plan as it will be. */
    prepare(values: PlanValues) {
      const checked = v.safeParse(PlanInput, values)
      if (!checked.success) throw invalid(checked.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })))
      return checked.output
    },
    changed: () => access.forgetAll(),
  })

  return {
    ...plans,

    async payments(filters: AdminPaymentFilters, page: number) {
      const { items, hasMore } = await repo.payments(filters, page)
      return {
        payments: items.map(({ name, email, createdAt, updatedAt, ...payment }) => ({
          ...payment,
          createdAt: createdAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
          member: { name, email },
        })),
        hasMore,
      }
    },
  }
}

export type AdminPlansService = ReturnType<typeof createAdminPlansService>
