import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Subscription } from '../../../../contract/plans.ts'
import { menu } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { signIn } from '../../../test-utils/account.ts'

const subscription = (id: string, fields: Partial<Subscription>): Subscription => ({
  id,
  planId: 2,
  planTitle: 'Premium',
  planDescription: 'Most popular',
  startDate: '2025-01-15T12:00:00.000Z',
  endDate: '2025-04-15T12:00:00.000Z',
  status: 'active',
  courtesy: false,
  ...fields,
})

const subscriptions = [
  subscription('s4', { planTitle: 'Scholar Gold', courtesy: true }),
  subscription('s3', {}),
  subscription('s2', {
    planTitle: 'Basic',
    planDescription: 'For students',
    startDate: '2024-10-01T12:00:00.000Z',
    endDate: '2025-01-01T12:00:00.000Z',
    status: 'expired',
  }),
  subscription('s1', {
    planTitle: 'Basic',
    planDescription: 'For students',
    startDate: '2024-07-01T12:00:00.000Z',
    endDate: '2024-10-01T12:00:00.000Z',
    status: 'canceled',
  }),
]

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    // Each cell also holds its column's name for the phone layout, hidden from screen readers.
    .map((cell) => cell.lastElementChild!.textContent)

describe('subscriptions page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor to login, to come back after signing in', async () => {
    stubApi({ 'GET /api/menu': menu })
    const { router } = renderApp('/subscriptions')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/subscriptions' })
  })

  it('lists the subscriptions with en-IN dates and a status badge', async () => {
    signIn()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 }, 'GET /api/subscriptions': subscriptions })
    renderApp('/subscriptions')
    const table = await screen.findByRole('table', { name: 'SUBSCRIPTIONS' })
    expect(screen.getByRole('heading', { level: 1, name: 'SUBSCRIPTIONS' })).toBeTruthy()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['S.No.', 'Plan', 'Description', 'Start Date', 'End Date', 'Status'])
    const [, ...rows] = within(table).getAllByRole('row')
    // A plan staff gave without payment says so.
    expect(rows.map(cellTexts)).toEqual([
      ['1', 'Scholar Gold (Courtesy)', 'Most popular', '15 Jan 2025', '15 Apr 2025', 'Active'],
      ['2', 'Premium', 'Most popular', '15 Jan 2025', '15 Apr 2025', 'Active'],
      ['3', 'Basic', 'For students', '1 Oct 2024', '1 Jan 2025', 'Expired'],
      ['4', 'Basic', 'For students', '1 Jul 2024', '1 Oct 2024', 'Canceled'],
    ])
    expect(within(rows[0]!).getAllByRole('cell')[3]!.querySelector('time')!.getAttribute('dateTime')).toBe('2025-01-15T12:00:00.000Z')
    // Active reads as success, expired and canceled alike as errors.
    const [, active, expired, canceled] = rows.map((row) => within(row).getByText(/^(Active|Expired|Canceled)$/).className)
    expect(expired).toBe(canceled)
    expect(active).not.toBe(expired)
  })

  it('says when there is no subscription and links to the plans', async () => {
    signIn()
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 }, 'GET /api/subscriptions': [] })
    renderApp('/subscriptions')
    const main = await screen.findByRole('main')
    expect(await within(main).findByText('No subscription found')).toBeTruthy()
    expect(within(main).getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/plans')
    expect(within(main).queryByRole('table')).toBeNull()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    signIn()
    let fail = true
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 }, 'GET /api/subscriptions': () => (fail ? serverError() : subscriptions) })
    renderApp('/subscriptions')
    expect(await screen.findByText('We could not load your subscriptions.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'SUBSCRIPTIONS' })).toBeTruthy()
  })
})
