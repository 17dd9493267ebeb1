import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../../contract/audit.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { pagedListRoute, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { plansApi, plus } from '../../../test-utils/plans.ts'

const meera = '6f1c2b9e-3c1a-4b7e-9a51-0d2a7c1e4b10'

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2030-01-05T10:00:00.000Z',
  actor: { id: meera, name: 'Meera Iyer', role: 'Editor' },
  area: 'plans',
  action: 'update',
  record: { type: 'plans', id: '7', summary: 'Department Access' },
  before: { price: 249_900, title: 'Department Access' },
  after: { price: 199_900, title: 'Department Access' },
  reason: null,
  address: '203.0.113.9',
  ...overrides,
})

const facets = { actors: [{ id: meera, name: 'Meera Iyer' }], areas: [{ area: 'plans', actions: ['create', 'update'] }, { area: 'users', actions: ['suspend'] }] }
const cardOf = (title: string) => within(screen.getAllByRole('article').find((card) => within(card).getByRole('heading').textContent === title)!)

describe('Audit Log', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('shows who did what to which record, what changed, when and from where', async () => {
    const log = pagedListRoute((params) => ({ entries: params.get('recordId') ? [entry(2)] : [entry(2), entry(1, { action: 'suspend', area: 'users', record: { type: 'user', id: 'u-1', summary: 'asha@example.org' }, before: null, after: null, reason: 'Spam' })], hasMore: false }))
    stubApi({ 'GET /api/admin/audit': log.route, 'GET /api/admin/audit/facets': facets })
    const { router } = renderApp('/admin-dashboard/audit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff actions' })).toBeTruthy()
    await screen.findAllByRole('article')
    const changed = cardOf('Department Access')
    expect(changed.getByText('Meera Iyer (Editor) · plans')).toBeTruthy()
    expect(within(changed.getByRole('list', { name: 'What changed' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['price: 249900 → 199900'])
    expect(changed.getByText('203.0.113.9')).toBeTruthy()
    const suspended = cardOf('asha@example.org')
    expect(suspended.queryByRole('list', { name: 'What changed' })).toBeNull()
    expect(suspended.getByText('Spam')).toBeTruthy()

    // The record's link opens its own timeline.
    fireEvent.click(changed.getByRole('link', { name: 'plans 7' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ recordType: 'plans', recordId: '7' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(log.lists.at(-1)?.query).toBe('recordType=plans&recordId=7')
  })

  it('keeps its filters in the address and asks the server for what they select', async () => {
    const log = pagedListRoute(() => ({ entries: [entry(1)], hasMore: false }))
    stubApi({ 'GET /api/admin/audit': log.route, 'GET /api/admin/audit/facets': facets })
    const { router } = renderApp('/admin-dashboard/audit')
    const action = (await screen.findByRole('combobox', { name: 'Action' })) as HTMLSelectElement
    expect(action.disabled).toBe(true)
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Meera Iyer' })).toHaveLength(1))
    fireEvent.change(screen.getByRole('combobox', { name: 'Staff member' }), { target: { value: meera } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Area' }), { target: { value: 'users' } })
    await waitFor(() => expect(action.disabled).toBe(false))
    fireEvent.change(action, { target: { value: 'suspend' } })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ actor: meera, area: 'users', action: 'suspend', from: '2030-01-01' }))
    await waitFor(() => expect(log.lists.at(-1)?.query).toBe(`actor=${meera}&area=users&action=suspend&from=2030-01-01`))
  })

  it('is refused to staff who may not read it', async () => {
    signIn({ role: 'moderator', roleName: 'Moderator', permissions: ['community.moderate', 'chats.answer'] })
    stubApi({})
    const { router } = renderApp('/admin-dashboard/audit')
    expect(await screen.findByText('You do not have access to that section.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
  })
})

describe('a record’s history', () => {
  beforeEach(() => stubMatchMedia())

  it('shows on the record’s edit page to staff who may read the log, and not to others', async () => {
    signIn({ role: 'admin' })
    const log = pagedListRoute(() => ({ entries: [entry(3)], hasMore: false }))
    plansApi({ 'GET /api/admin/audit': log.route })
    renderApp(`/admin-dashboard/plans/${plus.id}/edit`)
    const history = within(await screen.findByRole('region', { name: 'History' }))
    expect(await history.findByText('Meera Iyer (Editor) · plans')).toBeTruthy()
    expect(log.lists[0]?.query).toBe(`recordType=plans&recordId=${plus.id}`)
  })

  it('is left out for a plan manager without the audit permission', async () => {
    signIn({ role: 'plan-keeper', roleName: 'Plan keeper', permissions: ['plans.manage'] })
    const api = plansApi()
    renderApp(`/admin-dashboard/plans/${plus.id}/edit`)
    // The form is filled once the plan has loaded; the history would stand under it.
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(plus.title))
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull()
    expect(api.requested().filter((key) => key.includes('audit'))).toEqual([])
  })
})
