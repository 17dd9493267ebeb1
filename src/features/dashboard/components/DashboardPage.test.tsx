import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DASHBOARD_MAX_AGE_MS, type Dashboard } from '../../../../contract/dashboard.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { freshSocket } from '../../../test-utils/socket.ts'

const days = (counts: number[]) => counts.map((count, i) => ({ date: `2030-01-${String(i + 1).padStart(2, '0')}`, count }))
const thirty = (last: number[]) => days([...Array<number>(30 - last.length).fill(0), ...last])

/** The answer an admin gets: every group of figures. */
const everything = (members = 1234): Dashboard => ({
  countedAt: '2030-01-30T10:00:00.000Z',
  today: '2030-01-30',
  members: { total: members, joined: { current: 12, previous: 8 }, signUps: thirty([3, 0, 5]), awaitingVerification: 4 },
  payments: {
    activePaidPlans: 87,
    activeGrantedPlans: 4,
    bought: { current: 2, previous: 5 },
    revenue: [{ currency: 'INR', current: 449_700, previous: 449_700 }],
    purchases: thirty([1, 1]),
    failedToday: 3,
  },
  community: { posts: { current: 40, previous: 30 }, comments: { current: 7, previous: 9 }, flagged: 2 },
  enquiries: { newEnquiries: 5, openQueries: 0 },
  chats: { waiting: 6 },
})

const figure = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Figures' })).getByText(label, { selector: 'dt' })
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent)
}

describe('the Dashboard', () => {
  beforeEach(() => {
    stubMatchMedia()
    freshSocket()
  })
  afterEach(() => vi.useRealTimers())

  it('shows each figure with its change in words, the charts with their values as a table, and what needs attention as links', async () => {
    signIn({ role: 'admin' })
    stubApi({ 'GET /api/admin/dashboard': everything() })
    renderApp('/admin-dashboard')
    await screen.findByRole('region', { name: 'Figures' })
    expect(figure('Members')).toEqual(['1,234', '▲ 12 new this week, up from 8 the week before'])
    expect(figure('Active paid plans')).toEqual(['87', '▼ 2 bought this week, down from 5 the week before; 4 more granted by staff'])
    expect(figure('Revenue this month (INR)')).toEqual(['₹4,497.00', '■ the same as ₹4,497.00 last month by this day'])
    expect(figure('Comments this week')).toEqual(['7', '▼ down from 9 the week before'])

    const chart = within(screen.getByRole('region', { name: 'Sign-ups per day' }))
    expect(chart.getByRole('img').getAttribute('aria-label')).toBe('8 sign-ups from 1 Jan to 30 Jan; the most, 5, on 30 Jan.')
    const rows = within(chart.getByRole('table', { name: 'Sign-ups per day, by day' })).getAllByRole('row')
    expect(rows).toHaveLength(31)
    expect(rows.at(-1)!.textContent).toBe('30 Jan5')
    expect(screen.getByRole('region', { name: 'Purchases per day' })).toBeTruthy()

    const attention = within(screen.getByRole('region', { name: 'Needs attention' }))
    expect(attention.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['5New writing-service enquiries', '/admin-dashboard/enquiries?status=new'],
      ['0Open contact queries', '/admin-dashboard/queries?status=open'],
      ['2Flagged community items to review', '/admin-dashboard/community'],
      ['6Conversations waiting for a first answer', '/admin-dashboard/chats?status=waiting'],
      ['3Payments that failed today', '/admin-dashboard/plans/payments?status=failed'],
      ['4Members awaiting verification for over a day', '/admin-dashboard/users?status=unverified&joinedTo=2030-01-29'],
    ])
  })

  it('shows only what the server sent: a moderator sees the community and the chats, no members, money or charts', async () => {
    signIn({ role: 'moderator', roleName: 'Moderator', permissions: ['community.moderate', 'chats.answer'] })
    const { members: _m, payments: _p, enquiries: _e, ...moderator } = everything()
    stubApi({ 'GET /api/admin/dashboard': moderator })
    renderApp('/admin-dashboard')
    const figures = within(await screen.findByRole('region', { name: 'Figures' }))
    expect(figures.getAllByRole('term').map((term) => term.textContent)).toEqual(['Posts this week', 'Comments this week'])
    expect(screen.queryByRole('region', { name: 'The last 30 days' })).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Needs attention' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin-dashboard/community',
      '/admin-dashboard/chats?status=waiting',
    ])
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile Management', 'Chat Management', 'Community Moderation'])
  })

  it.each([
    [{ state: 'missing', lastGoodAt: null, error: null }, 'No backup yet'],
    [{ state: 'failed', lastGoodAt: '2030-01-29T03:00:00.000Z', error: 'pg_dump failed (exit code 1): connection refused' }, 'The last backup failed: pg_dump failed (exit code 1): connection refused'],
    [{ state: 'stale', lastGoodAt: '2030-01-28T03:00:00.000Z', error: null }, 'The last backup is 2 days old'],
  ] as const)('tells every staff member when backups need attention: %j', async (backup, text) => {
    signIn({ role: 'support', roleName: 'Support', permissions: ['enquiries.handle'] })
    const { members: _m, payments: _p, community: _c, chats: _h, ...support } = everything()
    stubApi({ 'GET /api/admin/dashboard': { ...support, backup } })
    renderApp('/admin-dashboard')
    const attention = within(await screen.findByRole('region', { name: 'Needs attention' }))
    expect(attention.getAllByRole('listitem').map((item) => item.textContent)).toEqual([text, '5New writing-service enquiries', '0Open contact queries'])
  })

  it('says nothing of backups while the newest is good and recent', async () => {
    signIn({ role: 'admin' })
    stubApi({ 'GET /api/admin/dashboard': { ...everything(), backup: { state: 'ok', lastGoodAt: '2030-01-30T03:00:00.000Z', error: null } } })
    renderApp('/admin-dashboard')
    const attention = within(await screen.findByRole('region', { name: 'Needs attention' }))
    expect(attention.queryByText(/backup/i)).toBeNull()
  })

  it('reads the figures again when the socket says they changed, and once more when the server’s figures may have aged', async () => {
    const socket = freshSocket()
    signIn({ role: 'admin' })
    let members = 1234
    const server = stubApi({ 'GET /api/admin/dashboard': () => everything(members) })
    const reads = () => server.requested().filter((key) => key === 'GET /api/admin/dashboard').length
    renderApp('/admin-dashboard')
    await screen.findByRole('region', { name: 'Figures' })
    expect(reads()).toBe(1)

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    members = 1235
    socket.serverSends('dashboard:changed', { group: 'members' })
    socket.serverSends('dashboard:changed', { group: 'members' })
    // The second event meets the first's read under way: one read at the news, none more until the figures may have aged.
    await vi.waitFor(() => expect(figure('Members')[0]).toBe('1,235'))
    expect(reads()).toBe(2)
    members = 1236
    await vi.advanceTimersByTimeAsync(DASHBOARD_MAX_AGE_MS)
    expect(reads()).toBe(2)
    await vi.advanceTimersByTimeAsync(500)
    vi.useRealTimers()
    await waitFor(() => expect(figure('Members')[0]).toBe('1,236'))
    expect(reads()).toBe(3)
  })
})
