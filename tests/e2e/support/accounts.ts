import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`

/** Fills and sends the sign-up form as a person would, and waits for the 'Check your email' popup. */
export async function signUp(
  page: Page,
  { name = 'Dr. Asha Rao', email, password, origin = '' }: { name?: string; email: string; password: string; origin?: string },
) {
  await page.goto(`${origin}/register`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Profile' })).toBeVisible()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Qualification').selectOption({ index: 1 })
  await page.getByLabel('Profession').selectOption({ index: 1 })
  await page.getByRole('checkbox', { name: 'Anatomy', exact: true }).check()
  await page.getByRole('button', { name: /sign up|register|create/i }).click()
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible({ timeout: 20_000 })
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Username / Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** The stored sign-in, as the app keeps it in localStorage under its fixed key, `auth-storage`. */
export const storedAuth = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { token: string | null } | null)

/**
 * Signs in through the API and stores the sign-in as the app keeps it, so the page opens signed in (once: a later
 * sign-out in the test stays signed out). Returns the session's token.
 */
export async function signInAs(page: Page, request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/login', { data: account })
  expect(response.ok(), `signing in as ${account.email}`).toBe(true)
  const { data } = (await response.json()) as { data: { token: string; user: unknown } }
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('signed-in-once')) localStorage.setItem('auth-storage', value)
    sessionStorage.setItem('signed-in-once', '1')
  }, JSON.stringify({ token: data.token, user: data.user }))
  return data.token
}
