import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type { renderApp } from './render-app.tsx'

/**
 * The 'Upgrade Required!' warning, shown once however many times the action was tried, with the screen still at
 * `from`; then after its 5 s the move to `to` (the login page or the plans). Needs fake timers.
 */
export async function expectUpgradePromptThenMove(router: ReturnType<typeof renderApp>['router'], from: string, to: string) {
  const toast = (await screen.findByText('Upgrade Required!')).closest('li')!
  expect(within(toast).getByText('To access this feature, please purchase or upgrade to a suitable plan.')).toBeTruthy()
  expect(screen.getAllByText('Upgrade Required!')).toHaveLength(1)
  expect(router.state.location.pathname).toBe(from)
  await act(() => vi.advanceTimersByTimeAsync(5000))
  await waitFor(() => expect(router.state.location.pathname).toBe(to))
}
