import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { menu } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

// The upsell popup's timing, as a member lives it: the layout mounts it for members without a paid plan, and its
// timers are moved on here instead of waited for.

const TITLE = 'Explore More Exclusive Services!'
const popup = () => screen.queryByText(TITLE)
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('the upsell popup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubMatchMedia()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 } })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.body.querySelectorAll('input[data-upsell-test]').forEach((input) => input.remove())
  })

  it('comes 100 s after a member without a paid plan arrives, stays its 10 s with its bar, and comes again later', async () => {
    signIn()
    renderApp('/connect')
    await screen.findByRole('banner')
    await wait(95_000)
    expect(popup()).toBeNull()
    await wait(6_000)
    const toast = (await screen.findByText(TITLE)).closest('li')!
    expect(toast.textContent).toContain('Upgrade to Premium to access exclusive services.')
    // Its bar runs for as long as it stays.
    expect((toast.querySelector('[aria-hidden="true"][style]') as HTMLElement | null)?.getAttribute('style')).toContain('10000ms')
    await wait(11_000)
    await waitFor(() => expect(popup()).toBeNull())
    // The next one, 500 s after the first.
    await wait(490_000)
    expect(await screen.findByText(TITLE)).toBeTruthy()
  })

  it('leads to the plans, and never comes there however long the member stays', async () => {
    signIn()
    const { router } = renderApp('/connect')
    await screen.findByRole('banner')
    await wait(101_000)
    fireEvent.click(await screen.findByRole('button', { name: 'View Plans' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'))
    await wait(11_000)
    await waitFor(() => expect(popup()).toBeNull())
    await wait(600_000)
    expect(popup()).toBeNull()
  })

  it('waits while a form is being typed in, and comes once the member leaves the field', async () => {
    signIn()
    renderApp('/connect')
    await screen.findByRole('banner')
    const field = document.createElement('input')
    field.dataset.upsellTest = ''
    document.body.append(field)
    field.focus()
    await wait(110_000)
    expect(popup()).toBeNull()
    field.blur()
    await wait(6_000)
    expect(await screen.findByText(TITLE)).toBeTruthy()
  })

  it('never comes for a member with a paid plan, nor for staff', async () => {
    for (const user of [{ isAccessible: true }, { role: 'admin' as const }]) {
      signIn(user)
      const view = renderApp('/connect')
      await screen.findByRole('banner')
      await wait(600_000)
      expect(popup()).toBeNull()
      view.unmount()
    }
  })
})
