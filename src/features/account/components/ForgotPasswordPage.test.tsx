import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { descriptionOf } from '../../../test-utils/account.ts'

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))

describe('forgot password page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('checks the address before sending', async () => {
    const api = stubApi({})
    renderApp('/forgot-password')
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy()
    send()
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Field required')
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha' } })
    expect(descriptionOf(screen.getByLabelText('Email'))).toBe('Invalid email address')
    expect(api.sent('POST /api/forgot-password')).toEqual([])
  })

  it('shows the server answer on the page, with the way back to login', async () => {
    const answer = 'If an account uses that email address, we have sent it a link to reset the password. The link works for 1 hour.'
    const api = stubApi({ 'POST /api/forgot-password': new Reply(200, { data: null, message: answer }) })
    renderApp('/forgot-password')
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'Asha@Example.com' } })
    send()
    const status = within(screen.getByRole('main')).getByRole('status')
    expect(await within(status).findByText(answer)).toBeTruthy()
    expect(api.sent('POST /api/forgot-password').at(-1)).toEqual({ email: 'asha@example.com' })
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login')
  })

  it('shows the server message when too many links were asked for', async () => {
    const limited = 'Too many requests for links from your network. Please wait 15 minutes and try again.'
    stubApi({ 'POST /api/forgot-password': new Reply(429, { code: 'rate_limited', message: limited }) })
    renderApp('/forgot-password')
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'asha@example.com' } })
    send()
    expect(await screen.findByText(limited)).toBeTruthy()
  })
})
