import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAuth } from '../../../lib/auth.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { descriptionOf, lookups, profile } from '../../../test-utils/account.ts'

const signedIn = { token: 'session-1', user: profile }
const storedAuth = () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null')

async function fillIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username / Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }))

describe('login page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('says what is missing under each field, and checks the email format as it is corrected', async () => {
    const api = stubApi({})
    renderApp('/login')
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }))
    const email = screen.getByLabelText('Username / Email')
    await waitFor(() => expect(descriptionOf(email)).toBe('Field required'))
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Field required')
    fireEvent.change(email, { target: { value: 'asha@' } })
    expect(descriptionOf(email)).toBe('Invalid email address')
    expect(api.sent('POST /api/login')).toEqual([])
  })

  it('shows the server message for a wrong password and stays signed out', async () => {
    stubApi({ 'POST /api/login': new Reply(401, { code: 'invalid_credentials', message: 'Wrong email or password' }) })
    const { router } = renderApp('/login')
    await fillIn('asha@example.com', 'not-it')
    submit()
    expect(await screen.findByText('Wrong email or password')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
    expect(storedAuth()?.token ?? null).toBeNull()
  })

  it('offers an unverified account a new link, and says what the server answered', async () => {
    const unverified = 'Please verify your email address before signing in. Open the link we emailed you, or ask for a new link.'
    const resent = 'If that account still needs verifying, we have sent a new link to its email address.'
    const api = stubApi({
      'POST /api/login': new Reply(403, { code: 'email_not_verified', message: unverified }),
      'POST /api/resend-verification': new Reply(200, { data: null, message: resent }),
    })
    renderApp('/login')
    await fillIn('Asha@Example.com', 'secret-1')
    submit()
    expect(await screen.findByText(unverified)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
    expect(await screen.findByText(resent)).toBeTruthy()
    expect(api.sent('POST /api/resend-verification').at(-1)).toEqual({ email: 'asha@example.com' })
  })

  it('signs in, keeps the session and goes where the guard sent the visitor from', async () => {
    const api = stubApi({ 'POST /api/login': signedIn, 'GET /api/user/get': profile, 'GET /api/user/settings': new Reply(503, { code: 'unavailable', message: 'Down' }) })
    const { router } = renderApp('/login?redirect=/settings')
    await fillIn('asha@example.com', 'secret-1')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
    expect(storedAuth()).toEqual(signedIn)
    expect(api.sent('POST /api/login').at(-1)).toEqual({ email: 'asha@example.com', password: 'secret-1' })
  })

  it('goes back one step after signing in when no guard sent the visitor', async () => {
    stubApi({ 'POST /api/login': signedIn })
    const { router } = renderApp('/about')
    await router.navigate({ to: '/login' })
    await fillIn('asha@example.com', 'secret-1')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'))
  })

  it.each(['/login', '/register'])('sends a signed-in visitor from %s to the dashboard', async (path) => {
    setAuth(signedIn)
    stubApi({ 'GET /api/user/get': profile, ...lookups })
    const { router } = renderApp(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-dashboard'))
  })
})
