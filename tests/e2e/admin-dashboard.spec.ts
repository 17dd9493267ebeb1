import { expect as baseExpect, test, type Page } from '@playwright/test'
import { newEmail, signInAs } from './support/accounts.ts'
import { e2eAdmin } from './support/servers.ts'

// Signing in hashes with scrypt at OWASP's cost: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

/** The Members figure as the open page shows it, as a number. */
async function members(page: Page) {
  const value = page.getByRole('region', { name: 'Figures' }).locator('dt', { hasText: /^Members$/ }).locator('xpath=following-sibling::dd[1]')
  return Number((await value.textContent())?.replace(/\D/g, ''))
}

test('the Dashboard counts a new member while it is open, without a reload', async ({ page, request }) => {
  await signInAs(page, request, e2eAdmin)
  await page.goto('/admin-dashboard')
  await expect(page.getByRole('region', { name: 'Figures' })).toBeVisible()
  const before = await members(page)
  expect(before).toBeGreaterThan(0)

  // Someone signs up elsewhere; the server tells the staff room and the page reads the figures again.
  const firstId = async (kind: string) => ((await (await request.get(`/api/user/${kind}`)).json()) as { data: { id: number }[] }).data[0]!.id
  const registered = await request.post('/api/register', {
    data: { name: 'Dr. Nisha Pillai', email: newEmail('dashboard'), password: 'dashboard-pass-123', qualificationId: await firstId('qualifications'), professionId: await firstId('professions'), subjectIds: [await firstId('subjects')] },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  // Other tests may sign people up at the same time: the figure rises by at least this one, well before the 30 s poll.
  await expect.poll(() => members(page), { timeout: 15_000 }).toBeGreaterThan(before)
})
