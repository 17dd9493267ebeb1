import { expect as baseExpect, test } from '@playwright/test'
import { logIn, signInAs, signInAsNewMember, storedAuth } from './support/accounts.ts'
import { mailFolders } from './support/mail.ts'
import { e2eAdmin, e2ePorts } from './support/servers.ts'

// Signing in hashes with scrypt at OWASP's cost: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const outbox = mailFolders.outbox(e2ePorts().main)

test('an admin suspends a member signed in elsewhere: that browser is signed out at once and told why', async ({ browser, page, request }) => {
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  const email = await signInAsNewMember(member, request, outbox, 'suspended')
  await member.goto('/user-dashboard')
  await expect(member.getByRole('heading', { level: 1 }).first()).toBeVisible()

  await signInAs(page, request, e2eAdmin)
  await page.goto(`/admin-dashboard/users?search=${encodeURIComponent(email)}`)
  await expect(page.getByText('1 account', { exact: true })).toBeVisible()
  await page.getByRole('list', { name: 'Accounts' }).getByRole('link').click()
  await page.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Suspend' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('Advertising in the community')
  await dialog.getByRole('button', { name: 'Suspend' }).click()
  await expect(page.getByText('The account is suspended and signed out everywhere.', { exact: true })).toBeVisible()

  // The member's socket is closed by the server; the app finds the session ended and signs out, with no reload.
  await expect.poll(async () => (await storedAuth(member))?.token ?? null).toBeNull()
  await logIn(member, email, 'suspended-pass-123')
  await expect(member.getByRole('region', { name: /^Notifications/ }).getByText(/Your account is suspended until further notice\. Reason: Advertising in the community/)).toBeVisible()
  await memberContext.close()
})
