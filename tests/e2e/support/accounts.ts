import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { mailedLink } from './mail.ts'

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
  return storeSignIn(page, await signIn(request, account))
}

export type SignIn = { token: string; user: { id: string; name: string } }

/**
 * The sessions this worker has made, by server and email. No test ends a session it did not make itself, so each
 * person signs in once per worker on each server, as the phone pass always did. A test that signs in or out through the screens makes
 * sessions of its own.
 */
const sessions = new Map<string, SignIn>()

/** A session through the API (this worker's, once made), to be stored in pages (`storeSignIn`) or sent as a bearer token. */
export async function signIn(request: APIRequestContext, account: { email: string; password: string }): Promise<SignIn> {
  // The server `request` goes to (a spec may give it the SMTP server's address), read from where an answer came from.
  const key = `${new URL((await request.get('/api/health')).url()).origin} ${account.email}`
  const made = sessions.get(key)
  if (made) return made
  const response = await request.post('/api/login', { data: account })
  expect(response.ok(), `signing in as ${account.email}`).toBe(true)
  const session = ((await response.json()) as { data: SignIn }).data
  sessions.set(key, session)
  return session
}

/** Keeps a sign-in as the app does, for the page's first load only: a later sign-out in the test stays signed out. */
export async function storeSignIn(page: Page, { token, user }: SignIn) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('signed-in-once')) localStorage.setItem('auth-storage', value)
    sessionStorage.setItem('signed-in-once', '1')
  }, JSON.stringify({ token, user }))
  return token
}

/**
 * Registers through the API, as the sign-up form sends it (the first qualification, profession and subject), on the
 * server at `origin` (the main one unless given). For tests about what happens after signing up, not about the form.
 */
export async function register(request: APIRequestContext, { email, password, origin = '' }: { email: string; password: string; origin?: string }) {
  const firstId = async (kind: string) => ((await (await request.get(`${origin}/api/user/${kind}`)).json()) as { data: { id: number }[] }).data[0]!.id
  const registered = await request.post(`${origin}/api/register`, {
    data: { name: 'Dr. Meera Iyer', email, password, qualificationId: await firstId('qualifications'), professionId: await firstId('professions'), subjectIds: [await firstId('subjects')] },
  })
  expect(registered.status(), await registered.text()).toBe(201)
}

/**
 * A new verified member without a plan, made as a person makes one (sign-up, then the mailed link) but through the
 * API, and not signed in anywhere: for tests about what such a member does next, not about signing up.
 */
export async function newMember(request: APIRequestContext, outbox: string, label: string) {
  const email = newEmail(label)
  const password = `${label}-pass-123`
  await register(request, { email, password })
  const token = new URL(await mailedLink(outbox, email, 'verify-email'), 'http://x').searchParams.get('token')
  const verified = await request.post(`/api/verify-email/${token}`)
  expect(verified.ok(), await verified.text()).toBe(true)
  return { email, password, session: ((await verified.json()) as { data: SignIn }).data }
}

/**
 * A new member without a plan (`newMember`), stored as signed in like `signInAs`: for tests about what such a member
 * sees, not about signing up.
 */
export async function signInAsNewMember(page: Page, request: APIRequestContext, outbox: string, label: string) {
  const { email, session } = await newMember(request, outbox, label)
  await storeSignIn(page, session)
  return email
}
