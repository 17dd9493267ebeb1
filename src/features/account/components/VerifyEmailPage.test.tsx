import { StrictMode } from 'react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '../../../router.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp, testQueryClient } from '../../../test-utils/render-app.tsx'
import { profile } from '../../../test-utils/account.ts'

const welcome = 'Your email is verified. Welcome to Scholar Hub!'
const verified = new Reply(200, { data: { token: 'session-1', user: profile }, message: welcome })
const storedAuth = () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null')

describe('verify email page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('says it is verifying, then signs the user in and opens the dashboard', async () => {
    stubApi({ 'POST /api/verify-email/tok-1': verified, 'GET /api/user/get': profile })
    const { router } = renderApp('/verify-email?token=tok-1')
    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-dashboard'))
    expect(storedAuth()).toEqual({ token: 'session-1', user: profile })
    expect(await screen.findByText(welcome)).toBeTruthy()
  })

  it('shows a spinner with its status text while the link is checked', async () => {
    stubApi({ 'POST /api/verify-email/tok-1': () => new Promise(() => {}) })
    renderApp('/verify-email?token=tok-1')
    expect((await within(await screen.findByRole('main')).findByRole('status')).textContent).toBe('Verifying your email')
  })

  it('sends the link once, even when StrictMode runs the page effects twice', async () => {
    vi.stubGlobal('scrollTo', () => {})
    const server = stubApi({ 'POST /api/verify-email/tok-1': verified, 'GET /api/user/get': profile })
    const queryClient = testQueryClient()
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/verify-email?token=tok-1'] }))
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-dashboard'))
    expect(server.sent('POST /api/verify-email/tok-1')).toHaveLength(1)
  })

  it('shows the server message for 5 s on a failure, then opens the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubApi({ 'POST /api/verify-email/tok-1': new Reply(500, { code: 'internal', message: 'Internal server error!' }) })
    const { router } = renderApp('/verify-email?token=tok-1')
    expect(await screen.findByText('Internal server error!')).toBeTruthy()
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Taking you to the login page…')
    await act(() => vi.advanceTimersByTimeAsync(4_000))
    expect(router.state.location.pathname).toBe('/verify-email')
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(storedAuth()?.token ?? null).toBeNull()
  })

  it('says an expired link has expired and stays to send a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const expired = 'This verification link has expired. Please request a new one.'
    const resent = 'If that account still needs verifying, we have sent a new link to its email address.'
    const api = stubApi({
      'POST /api/verify-email/tok-1': new Reply(410, { code: 'token_expired', message: expired }),
      'POST /api/resend-verification': new Reply(200, { data: null, message: resent }),
    })
    const { router } = renderApp('/verify-email?token=tok-1')
    expect((await screen.findByRole('alert')).textContent).toContain(expired)
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login')

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }))
    expect(await within(within(screen.getByRole('main')).getByRole('status')).findByText(resent)).toBeTruthy()
    expect(api.sent('POST /api/resend-verification').at(-1)).toEqual({ email: 'asha@example.com' })

    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(router.state.location.pathname).toBe('/verify-email')
  })

  it('offers a new link for a link that was never valid', async () => {
    const invalid = 'This verification link is not valid. Please request a new one.'
    stubApi({ 'POST /api/verify-email/-': new Reply(400, { code: 'token_invalid', message: invalid }) })
    renderApp('/verify-email')
    expect((await screen.findByRole('alert')).textContent).toContain(invalid)
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy()
  })
})
