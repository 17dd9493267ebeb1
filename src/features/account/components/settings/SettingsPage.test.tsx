import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAuth } from '../../../../lib/auth.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, type Routes, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'
import { descriptionOf, expectSignedOut, lookups, profile, settings, signIn } from '../../../../test-utils/account.ts'

const api = (routes: Routes = {}) =>
  stubApi({ 'GET /api/user/get': profile, 'GET /api/user/settings': settings, 'GET /api/user/sessions': [], ...lookups, ...routes })

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const changePassword = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }))

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Change password' })
  return view
}

describe('settings', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor to the login page', async () => {
    api()
    const { router } = renderApp('/settings')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/settings' })
  })

  it('holds the account, and points to the profile for who the person is', async () => {
    signIn()
    api()
    await openSettings()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings')
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    for (const name of ['Change password', 'Two-step sign-in', 'Signed-in devices', 'Your data']) expect(sections).toContain(name)
    expect(sections.indexOf('Change password')).toBe(0)
    // The person's details are edited on the profile alone.
    for (const label of ['Name', 'Profession', 'Bio']) expect(screen.queryByLabelText(label)).toBeNull()
    expect(screen.queryByRole('button', { name: /^Skills \(/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/user-dashboard?tab=profile')
  })

  it('refuses a password confirmation that does not match, then changes it and clears the form', async () => {
    signIn()
    const server = api({
      'POST /api/user/update-password': new Reply(200, { data: null, message: 'Your password has been changed. Your other devices have been signed out.' }),
    })
    await openSettings()
    type('Current password', 'old-secret')
    type('New password', 'new-secret')
    type('Confirm new password', 'new-secrets')
    changePassword()
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe('The password and confirm password must match')
    expect(server.requested()).not.toContain('POST /api/user/update-password')

    type('Confirm new password', 'new-secret')
    changePassword()
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy()
    expect(server.sent('POST /api/user/update-password')).toEqual([
      { currentPassword: 'old-secret', password: 'new-secret', confirmPassword: 'new-secret' },
    ])
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('')
    }
    expect(getAuth().token).toBe('test-token')
  })

  it("puts the server's refusal of the current password under its field", async () => {
    signIn()
    api({
      'POST /api/user/update-password': new Reply(400, {
        message: 'Your current password is wrong',
        code: 'validation',
        issues: [{ path: 'currentPassword', message: 'Your current password is wrong' }],
      }),
    })
    await openSettings()
    type('Current password', 'not-it-at-all')
    type('New password', 'new-secret')
    type('Confirm new password', 'new-secret')
    changePassword()
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Current password'))).toBe('Your current password is wrong'))
  })

  it('signs out and goes to the login page when changing the password meets a 401', async () => {
    signIn()
    api({ 'POST /api/user/update-password': new Reply(401, { message: 'Please login or register', code: 'unauthorized' }) })
    const { router } = await openSettings()
    type('Current password', 'old-secret')
    type('New password', 'new-secret')
    type('Confirm new password', 'new-secret')
    changePassword()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expectSignedOut()
  })
})
