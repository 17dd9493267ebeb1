import { expect as baseExpect, test } from '@playwright/test'
import { logIn, newEmail, newMember, register, signInAsNewMember, signUp, storedAuth } from './support/accounts.ts'
import { mailedLink, mailFolders } from './support/mail.ts'
import { e2ePorts } from './support/servers.ts'

// A long journey through several screens: generous limits, for when another run shares the two cores.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const ports = e2ePorts()
const outbox = mailFolders.outbox(ports.main)
// A 1x1 PNG: a real image, so the server's content check accepts it.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

test.describe('accounts', () => {
  test('sign up, verify by the mailed link, edit the profile and photo, change the password in Settings, sign out and back in', async ({ page, browser }) => {
    const email = newEmail('journey')
    await signUp(page, { email, password: 'first-pass-1' })
    // The page itself says where the link went; its Resend and 'Use another address' are RegisterPage.test.tsx's.
    await expect(page.getByText(email, { exact: true })).toBeVisible()

    await logIn(page, email, 'first-pass-1')
    await expect(page.getByText(/^Please verify your email address before signing in/).first()).toBeVisible()

    await page.goto(await mailedLink(outbox, email, 'verify-email'))
    await expect(page).toHaveURL(/\/user-dashboard/)
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible()

    await page.getByLabel('Bio', { exact: true }).fill('Cardiologist studying heart failure outcomes.')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText('Your profile has been updated.', { exact: true })).toBeVisible()

    await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText('Your profile picture has been updated.', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Your profile' }).locator('img')).toBeVisible()

    // A second device signed in as the same person, which the password change must sign out.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await logIn(otherPage, email, 'first-pass-1')
    await expect(otherPage.getByRole('link', { name: 'Your profile' })).toBeVisible()

    // The password is the account's, on the Settings tab; the profile holds who the person is.
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByLabel('Current password', { exact: true }).fill('first-pass-1')
    await page.getByLabel('New password', { exact: true }).fill('second-pass-2')
    await page.getByLabel(/confirm/i).fill('second-pass-2')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password has been changed. Your other devices have been signed out.', { exact: true })).toBeVisible()

    await otherPage.goto('/user-dashboard')
    await expect(otherPage).toHaveURL(/\/login/)
    expect((await storedAuth(otherPage))?.token ?? null).toBeNull()
    await other.close()

    await page.getByRole('tab', { name: 'Activity' }).click()
    await expect(page).toHaveURL(/tab=activity/)
    await expect(page.getByRole('heading', { name: 'Your Recent Activity' })).toBeVisible()
    await expect(page.getByText('You changed your password', { exact: true })).toBeVisible()
    await expect(page.getByText('You verified your email address', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('link', { name: /Login or Create Account/ })).toBeVisible()

    await logIn(page, email, 'first-pass-1')
    await expect(page.getByText('Wrong email or password', { exact: true })).toBeVisible()
    await logIn(page, email, 'second-pass-2')
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible()
    await expect(page).not.toHaveURL(/\/login/)
  })

  test('forgot password: the mailed link sets a new password, and the old one stops working', async ({ page, request }) => {
    // A verified member who is not signed in; signing up through the form is the journey above.
    const { email, password } = await newMember(request, outbox, 'forgot')

    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    // The login form's 'Username / Email' matches the label too until the new screen has replaced it.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: /send|reset/i }).click()
    await expect(page.getByText(/we have sent it a link to reset the password/).first()).toBeVisible()

    await page.goto(await mailedLink(outbox, email, 'reset-password'))
    await page.getByLabel('New password', { exact: true }).fill('forgot-pass-2')
    await page.getByLabel(/confirm/i).fill('forgot-pass-3')
    await page.getByRole('button', { name: /reset|save|set/i }).click()
    await expect(page.getByText('The password and confirm password must match', { exact: true })).toBeVisible()
    await page.getByLabel(/confirm/i).fill('forgot-pass-2')
    await page.getByRole('button', { name: /reset|save|set/i }).click()
    await expect(page).toHaveURL(/\/login/)

    await logIn(page, email, password)
    await expect(page.getByText('Wrong email or password', { exact: true })).toBeVisible()
    await logIn(page, email, 'forgot-pass-2')
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible()
  })

  test('mail over SMTP: the link a real SMTP server received verifies the account', async ({ page, request }) => {
    const email = newEmail('smtp')
    const origin = `http://127.0.0.1:${ports.smtp}`
    // Signed up through the API: the form is the journey above; what is tested here is the mail's way out.
    await register(request, { email, password: 'smtp-pass-1', origin })
    await page.goto(`${origin}${await mailedLink(mailFolders.smtp(ports.smtp), email, 'verify-email')}`)
    await expect(page).toHaveURL(/\/user-dashboard/)
  })
})

test.describe('accounts: guards and sessions', () => {
  test('a signed-in user is sent from login and sign-up to the dashboard', async ({ page, request }) => {
    await signInAsNewMember(page, request, outbox, 'guard')
    for (const path of ['/login', '/register']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/user-dashboard/)
    }
  })

  test('a visitor to a private screen goes to login, then back there after signing in', async ({ page, request }) => {
    const { email, password } = await newMember(request, outbox, 'back')

    await page.goto('/subscriptions')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('Username / Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { name: 'SUBSCRIPTIONS' })).toBeVisible()
    await expect(page.getByText('No subscription found', { exact: true })).toBeVisible()
  })

  test('an expired or revoked token clears the stored sign-in and shows the guest header', async ({ page, request }) => {
    await signInAsNewMember(page, request, outbox, 'expired')
    await page.goto('/user-dashboard')
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible()

    // What an ended session looks like to the browser: the same stored user with a token the server no longer knows.
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth-storage')!) as { token: string }
      localStorage.setItem('auth-storage', JSON.stringify({ ...auth, token: 'ended-session-token' }))
    })
    await page.goto('/user-dashboard')
    await expect(page).toHaveURL(/\/login/)
    await expect(page.getByRole('link', { name: /Login or Create Account/ })).toBeVisible()
    expect((await storedAuth(page))?.token ?? null).toBeNull()
  })
})
