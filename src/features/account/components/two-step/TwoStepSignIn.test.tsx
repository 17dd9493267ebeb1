import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getAuth } from '../../../../lib/auth.ts'
import { descriptionOf, profile } from '../../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../../test-utils/network.ts'
import { renderApp } from '../../../../test-utils/render-app.tsx'

const challenge = { twoStep: { ticket: 'ticket-1', expiresAt: '2026-11-26T12:05:00.000Z' } }
const withTwoStep = { ...profile, twoStep: { enabled: true, requiredFrom: null } }

async function passPassword() {
  fireEvent.change(await screen.findByLabelText('Username / Email'), { target: { value: 'asha@example.org' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  return screen.findByLabelText('Code from your authenticator app')
}

describe('the login page’s second step', () => {
  beforeEach(() => stubMatchMedia())

  it('asks for the app’s code after a right password, says a wrong one under the field, and signs in with the right one', async () => {
    const api = stubApi({
      'POST /api/login': challenge,
      'POST /api/login/two-step': ({ request }) =>
        request
          .clone()
          .json()
          .then((body: { code?: string }) =>
            body.code === '123456'
              ? new Reply(200, { data: { token: 'session-2', user: withTwoStep } })
              : new Reply(400, { code: 'validation', message: 'That code is not right.', issues: [{ path: 'code', message: 'That code is not right.' }] }),
          ),
      'GET /api/user/get': withTwoStep,
    })
    const { router } = renderApp('/login?redirect=/settings')
    const code = await passPassword()
    // No session yet: only the ticket.
    expect(getAuth().token).toBeNull()
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy()
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')

    fireEvent.change(code, { target: { value: '12a' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(descriptionOf(code)).toContain('Enter the 6-digit code from your authenticator app'))
    expect(api.sent('POST /api/login/two-step')).toEqual([])

    fireEvent.change(code, { target: { value: '654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Code from your authenticator app'))).toContain('That code is not right.'))

    fireEvent.change(screen.getByLabelText('Code from your authenticator app'), { target: { value: '123 456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
    expect(getAuth().token).toBe('session-2')
    expect(api.sent('POST /api/login/two-step').at(-1)).toEqual({ ticket: 'ticket-1', code: '123456' })
  })

  it('takes a recovery code instead, and says how many are left', async () => {
    const api = stubApi({
      'POST /api/login': challenge,
      'POST /api/login/two-step': new Reply(200, { data: { token: 'session-3', user: withTwoStep, recoveryCodesLeft: 2 }, message: 'You have 2 recovery codes left.' }),
    })
    renderApp('/login')
    await passPassword()
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    const field = await screen.findByLabelText('Recovery code')
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-2345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('You have 2 recovery codes left.')).toBeTruthy()
    expect(api.sent('POST /api/login/two-step').at(-1)).toEqual({ ticket: 'ticket-1', recoveryCode: 'abcdefgh2345' })
    expect(getAuth().token).toBe('session-3')
  })

  it('goes back to the password, told why, when the ticket has run out', async () => {
    const expired = 'Your sign-in has timed out or was already used. Please enter your email and password again.'
    stubApi({ 'POST /api/login': challenge, 'POST /api/login/two-step': new Reply(401, { code: 'two_step_ticket_invalid', message: expired }) })
    renderApp('/login')
    fireEvent.change(await passPassword(), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(expired)).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy()
    expect((screen.getByLabelText('Username / Email') as HTMLInputElement).value).toBe('asha@example.org')
    expect(getAuth().token).toBeNull()
  })
})
