import { expect as baseExpect, test } from '@playwright/test'
import { generate } from 'otplib'
import { logIn, newMember, storeSignIn, storedAuth } from './support/accounts.ts'
import { mailFolders } from './support/mail.ts'
import { e2ePorts } from './support/servers.ts'

// A long journey through several screens: generous limits, for when another run shares the two cores.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const outbox = mailFolders.outbox(e2ePorts().main)

test('a member sets up two-step sign-in in Settings, signs out, and signs in with a code from the app', async ({ page, request }) => {
  // A new member, made through the API: signing up through the form is accounts.spec.ts's.
  const { email, password, session } = await newMember(request, outbox, 'two-step')
  await storeSignIn(page, session)
  await page.goto('/settings')
  const card = page.getByRole('region', { name: 'Two-step sign-in' })
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible()
  // The key as the page shows it for typing into an app, read the way an authenticator app would take it.
  const secret = (await card.getByTestId('two-step-secret').innerText()).replace(/\s/g, '')
  await card.getByLabel('Code from your authenticator app').fill(await generate({ secret }))
  await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await card.getByRole('button', { name: 'I have saved them' }).click()
  await expect(card.getByText(/10 of 10 recovery codes left/)).toBeVisible()

  await page.goto('/user-dashboard')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: /Login or Create Account/ })).toBeVisible()

  await logIn(page, email, password)
  const code = page.getByLabel('Code from your authenticator app')
  await expect(code).toBeVisible()
  expect((await storedAuth(page))?.token ?? null).toBeNull()
  // The next step's code: the one used to turn it on may still be current, and each is accepted once; the server
  // takes a code one step either side of its clock.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible()
  expect((await storedAuth(page))?.token).toBeTruthy()
})
