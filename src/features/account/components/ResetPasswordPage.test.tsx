import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { descriptionOf } from '../../../test-utils/account.ts'

async function choose(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } })
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } })
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
}

describe('reset password page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('says when the passwords differ, under the confirmation', async () => {
    const api = stubApi({})
    renderApp('/reset-password?token=tok-1')
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy()
    await choose('secret-1', 'secret-2')
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe('The password and confirm password must match')
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe('')
    expect(api.sent('POST /api/reset-password/tok-1')).toEqual([])
  })

  it('saves the password with the link token, says so and opens the login page', async () => {
    const done = 'Your password has been reset. Please sign in with your new password.'
    const api = stubApi({ 'POST /api/reset-password/tok-1': new Reply(200, { data: null, message: done }) })
    const { router } = renderApp('/reset-password?token=tok-1')
    await choose('secret-1', 'secret-1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText(done)).toBeTruthy()
    expect(api.sent('POST /api/reset-password/tok-1').at(-1)).toEqual({ password: 'secret-1', confirmPassword: 'secret-1' })
  })

  it.each([
    [410, 'token_expired', 'This password reset link has expired. Please request a new one.'],
    [400, 'token_invalid', 'This password reset link is not valid. Please request a new one.'],
  ])('offers a new link when the link cannot work (%i %s)', async (status, code, message) => {
    stubApi({ 'POST /api/reset-password/tok-1': new Reply(status, { code, message }) })
    renderApp('/reset-password?token=tok-1')
    await choose('secret-1', 'secret-1')
    expect((await screen.findByRole('alert')).textContent).toContain(message)
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })
})
