import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Profile } from '../../../../contract/profile.ts'
import type { AdminUserChoices, AdminUserDetail, AdminUserList, AdminUserRow } from '../../../../contract/users.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const row = (id: string, changes: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  name: `Dr. ${id}`,
  email: `${id}@example.org`,
  verified: true,
  role: 'user',
  roleName: 'User',
  status: 'active',
  suspension: null,
  plan: null,
  joined: '2026-11-20T09:30:00.000Z',
  lastSeen: null,
  ...changes,
})

const listAnswer = (users: AdminUserRow[]): AdminUserList => ({
  users,
  hasMore: false,
  total: users.length,
  totalIsMore: false,
})

const choices: AdminUserChoices = {
  roles: [
    { slug: 'admin', name: 'Admin', permissions: ['users.read', 'users.manage'] },
    { slug: 'support', name: 'Support', permissions: ['users.read'] },
    { slug: 'user', name: 'User', permissions: [] },
  ],
  plans: [{ id: 7, title: 'Scholar Gold', isFree: false }],
}

const ids = {
  a: '0b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a10',
  b: '1b8e7c1e-4a8f-4c55-9d2a-1f5c2f9b7a11',
}

const detail = (changes: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...row(ids.a, { name: 'Dr. Leela Das', plan: { id: 7, title: 'Scholar Gold', courtesy: true, endDate: '2026-12-20T09:30:00.000Z' } }),
  bio: null,
  plans: [
    { id: 's2', planTitle: 'Scholar Gold', startDate: '2026-11-20T09:30:00.000Z', endDate: '2026-12-20T09:30:00.000Z', status: 'active', courtesy: true, grantedBy: 'Ada Admin', payment: null },
    {
      id: 's1',
      planTitle: 'Scholar Plus',
      startDate: '2026-01-20T09:30:00.000Z',
      endDate: '2026-07-20T09:30:00.000Z',
      status: 'canceled',
      courtesy: false,
      grantedBy: null,
      payment: { id: 'o1', amount: 149900, currency: 'INR', status: 'captured', createdAt: '2026-01-20T09:30:00.000Z', search: 'CAPTURE-1' },
    },
  ],
  devices: [],
  activity: [],
  counts: { posts: 2, comments: 5, conversations: 1 },
  audit: [],
  ...changes,
})

// The support role as the server sends it: it may read accounts, not act on them.
const support: Partial<Profile> = { role: 'support', roleName: 'Support', permissions: ['users.read', 'enquiries.handle', 'payments.read'] }

describe('User Management', () => {
  beforeEach(() => stubMatchMedia())

  it('keeps the filters in the address with the API’s names, and acts on several selected accounts', async () => {
    signIn({ role: 'admin' })
    const server = stubApi({
      'GET /api/admin/users': ({ request }) => {
        const status = new URL(request.url).searchParams.get('status')
        return listAnswer([row(ids.a), row(ids.b, { status: 'unverified', verified: false })].filter((u) => !status || u.status === status))
      },
      'GET /api/admin/users/choices': choices,
      'POST /api/admin/users/bulk': new Reply(200, { data: { changed: 1, refused: [] }, message: '1 account changed.' }),
    })
    const { router } = renderApp('/admin-dashboard/users?joinedTo=2026-11-25')
    expect(await screen.findByText('2 accounts')).toBeTruthy()
    expect(server.requests.some(({ url }) => url.pathname === '/api/admin/users' && url.searchParams.get('joinedTo') === '2026-11-25')).toBe(true)
    expect((screen.getByLabelText('Joined to') as HTMLInputElement).value).toBe('2026-11-25')

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unverified' } })
    expect(await screen.findByText('1 account')).toBeTruthy()
    expect(router.state.location.search).toEqual({ joinedTo: '2026-11-25', status: 'unverified' })

    fireEvent.click(screen.getByRole('checkbox', { name: `Select Dr. ${ids.b}` }))
    const bulk = within(screen.getByRole('group', { name: 'Selected accounts' }))
    fireEvent.click(bulk.getByRole('button', { name: 'Verify selected' }))
    expect(await screen.findByText('1 account changed.')).toBeTruthy()
    expect(server.sent('POST /api/admin/users/bulk')).toEqual([{ action: 'verify', ids: [ids.b] }])
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected accounts' })).toBeNull())
  })

  it('shows a users.read-only staff member the list without selection', async () => {
    signIn(support)
    stubApi({ 'GET /api/admin/users': listAnswer([row(ids.a)]), 'GET /api/admin/users/choices': choices })
    renderApp('/admin-dashboard/users')
    expect(await screen.findByText('1 account')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('shows an account with its courtesy plan and payment link, and its actions only to who may manage accounts', async () => {
    signIn(support)
    stubApi({ [`GET /api/admin/users/${ids.a}`]: detail(), 'GET /api/admin/users/choices': choices })
    const { unmount } = renderApp(`/admin-dashboard/users/${ids.a}`)
    expect(await screen.findByRole('heading', { name: 'Dr. Leela Das' })).toBeTruthy()
    expect(screen.getByText('Scholar Gold (Courtesy)')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Payment: .*captured/ }).getAttribute('href')).toBe('/admin-dashboard/plans/payments?search=CAPTURE-1')
    expect(screen.queryByRole('group', { name: 'Account actions' })).toBeNull()
    unmount()

    signIn({ role: 'admin' })
    const server = stubApi({
      [`GET /api/admin/users/${ids.a}`]: detail(),
      'GET /api/admin/users/choices': choices,
      [`POST /api/admin/users/${ids.a}/suspend`]: new Reply(200, { data: detail({ status: 'suspended' }), message: 'The account is suspended and signed out everywhere.' }),
    })
    renderApp(`/admin-dashboard/users/${ids.a}`)
    const actions = within(await screen.findByRole('group', { name: 'Account actions' }))
    fireEvent.click(actions.getByRole('button', { name: 'Suspend' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Dr. Leela Das' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }))
    expect(await dialog.findByText('Give a reason')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Spam' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('The account is suspended and signed out everywhere.')).toBeTruthy()
    expect(server.sent(`POST /api/admin/users/${ids.a}/suspend`)).toEqual([{ reason: 'Spam', until: null }])
  })
})
