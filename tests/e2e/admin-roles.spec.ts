import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test } from '@playwright/test'
import { createUser } from '../../server/seed/factories/accounts.ts'
import { signInAs } from './support/accounts.ts'
import { e2eDatabase } from './support/database.ts'
import { e2eAdmin } from './support/servers.ts'

// Signing in hashes with scrypt at OWASP's cost: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

test('an admin creates a role, a colleague given it sees only its sections', async ({ page, request, browser }) => {
  const name = `Catalogue desk ${randomBytes(3).toString('hex')}`
  await signInAs(page, request, e2eAdmin)
  await page.goto('/admin-dashboard/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible()
  await page.getByRole('button', { name: 'New role' }).click()
  const dialog = page.getByRole('dialog', { name: 'New role' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('checkbox', { name: 'Catalogue', exact: true }).check()
  await dialog.getByRole('checkbox', { name: 'Pages and templates' }).check()
  await dialog.getByRole('button', { name: 'Create role' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) })
  await expect(row).toContainText('Added by staff · 0 accounts')
  await expect(row.getByRole('cell').filter({ hasText: 'Yes' })).toHaveCount(2)

  // Giving a role is User Management's; here the colleague is made with it in the database.
  const password = 'colleague-pass-42'
  const database = e2eDatabase()
  const colleague = await (async () => {
    const { db } = await database
    const role = await db.selectFrom('roles').select('slug').where('name', '=', name).executeTakeFirstOrThrow()
    return createUser(db, { name: 'Dr. Farah Khan', email: `catalogue-${randomBytes(4).toString('hex')}@example.com`, password, role: role.slug })
  })().finally(async () => (await database).close())

  const context = await browser.newContext()
  const colleaguePage = await context.newPage()
  await signInAs(colleaguePage, context.request, colleague)
  await colleaguePage.goto('/admin-dashboard')
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const menu = colleaguePage.getByRole('complementary', { name: 'Admin menu' })
  for (const open of ['Vacancies Management', 'Events Management', 'Templates Management', 'Profile Management']) {
    await expect(menu.getByRole('link', { name: open })).toBeVisible()
  }
  for (const closed of ['User Management', 'Role Management', 'Plan Management', 'Community Moderation']) {
    await expect(menu.getByRole('link', { name: closed })).toHaveCount(0)
  }
  const dashboard = colleaguePage.getByRole('region', { name: 'Dashboard' })
  await expect(dashboard.getByRole('link', { name: 'Vacancies Management' })).toBeVisible()
  await expect(dashboard.getByRole('link', { name: 'Plan Management' })).toHaveCount(0)
  await context.close()
})
