import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminEnquiry, AdminQuery, AdminWritingService } from '../../../../contract/admin-enquiries.ts'
import { signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const enquiry = (id: number, changes: Partial<AdminEnquiry> = {}): AdminEnquiry => ({
  id,
  reference: `WS-2026-00000${id}`,
  name: 'Priya Natarajan',
  email: 'priya@example.org',
  phone: '020 7946 0958',
  phoneE164: null,
  service: { id: 4, title: 'Statistical analysis' },
  status: 'new',
  createdAt: '2026-11-20T09:30:00.000Z',
  notes: [],
  ...changes,
})

const message = (id: number, changes: Partial<AdminQuery> = {}): AdminQuery => ({
  id,
  name: 'Daniel <b>Okafor</b>',
  email: 'daniel@example.org',
  message: 'Do you offer group plans?',
  answeredAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  replies: [],
  ...changes,
})

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('Enquiries Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists enquiries, changes a status, adds a note, and filters by status in the address', async () => {
    let current = enquiry(2)
    const server = stubApi({
      'GET /api/admin/enquiries': ({ request }) => {
        const status = new URL(request.url).searchParams.get('status')
        return { enquiries: [current, enquiry(1)].filter((e) => !status || e.status === status), hasMore: false }
      },
      'PATCH /api/admin/enquiries/:id': async ({ request }) => {
        current = { ...current, ...((await request.json()) as object) }
        return new Reply(200, { data: current, message: 'Status changed.' })
      },
      'POST /api/admin/enquiries/:id/notes': async ({ request }) => {
        const { text } = (await request.json()) as { text: string }
        current = { ...current, notes: [{ id: 1, text, author: 'Staff Member', createdAt: '2026-11-22T08:00:00.000Z' }] }
        return new Reply(201, { data: current, message: 'Note added.' })
      },
    })
    const { router } = renderApp('/admin-dashboard/enquiries')
    await waitFor(() => expect(cards()).toEqual(['WS-2026-000002', 'WS-2026-000001']))
    const card = within(screen.getByRole('article', { name: 'WS-2026-000002' }))
    expect(card.getByRole('link', { name: 'priya@example.org' }).getAttribute('href')).toContain('mailto:priya@example.org')

    fireEvent.change(card.getByLabelText('Status of WS-2026-000002'), { target: { value: 'quoted' } })
    expect(await screen.findByText('WS-2026-000002: Status changed.')).toBeTruthy()
    expect(server.sent('PATCH /api/admin/enquiries/2')).toEqual([{ status: 'quoted' }])

    fireEvent.click(card.getByRole('button', { name: 'Add note: WS-2026-000002' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Note on WS-2026-000002' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Add note' }))
    expect(await dialog.findByText('Field required')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Note'), { target: { value: 'Called back <today>.' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Add note' }))
    expect(await screen.findByText('Called back <today>.')).toBeTruthy()
    expect(server.sent('POST /api/admin/enquiries/2/notes')).toEqual([{ text: 'Called back <today>.' }])

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'quoted' } })
    await waitFor(() => expect(cards()).toEqual(['WS-2026-000002']))
    expect(router.state.location.search).toEqual({ status: 'quoted' })
    expect(server.requests.some(({ url }) => url.pathname === '/api/admin/enquiries' && url.searchParams.get('status') === 'quoted')).toBe(true)
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } })
    expect(await screen.findByText('No enquiries found')).toBeTruthy()
  })

  it('adds, moves, retires and marks as thesis help writing services', async () => {
    let services: AdminWritingService[] = [
      { id: 1, title: 'Manuscript editing', retired: false, thesisHelp: false, enquiries: 3 },
      { id: 2, title: 'Statistical analysis', retired: false, thesisHelp: false, enquiries: 0 },
    ]
    const server = stubApi({
      'GET /api/admin/writing-services': () => services,
      'POST /api/admin/writing-services': new Reply(400, { code: 'validation', message: 'A service with this title exists already', issues: [{ path: 'title', message: 'A service with this title exists already' }] }),
      'PUT /api/admin/writing-services/order': async ({ request }) => {
        const { ids } = (await request.json()) as { ids: number[] }
        services = ids.map((id) => services.find((s) => s.id === id)!)
        return services
      },
      'PATCH /api/admin/writing-services/:id': async ({ params, request }) => {
        const patch = (await request.json()) as Partial<AdminWritingService>
        services = services.map((s) => (String(s.id) === params.id ? { ...s, ...patch } : s))
        return services.find((s) => String(s.id) === params.id)
      },
    })
    renderApp('/admin-dashboard/enquiries/services')
    const list = await screen.findByRole('list', { name: 'Writing services' })
    expect(within(list).getByText('3 enquiries')).toBeTruthy()
    expect((within(list).getByRole('button', { name: 'Move up: Manuscript editing' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(within(list).getByRole('button', { name: 'Move down: Manuscript editing' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Statistical analysis'))
    expect(server.sent('PUT /api/admin/writing-services/order')).toEqual([{ ids: [2, 1] }])

    fireEvent.click(within(list).getByRole('button', { name: 'Retire Statistical analysis' }))
    expect(await within(list).findByText('Retired')).toBeTruthy()
    expect(server.sent('PATCH /api/admin/writing-services/2')).toEqual([{ retired: true }])

    const thesis = within(list).getByRole('button', { name: 'Thesis help: Manuscript editing' })
    expect(thesis.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(thesis)
    await waitFor(() => expect(thesis.getAttribute('aria-pressed')).toBe('true'))
    expect(server.sent('PATCH /api/admin/writing-services/1')).toEqual([{ thesisHelp: true }])

    fireEvent.change(screen.getByLabelText('New service'), { target: { value: 'Statistical analysis' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }))
    expect(await screen.findByText('A service with this title exists already')).toBeTruthy()
  })
})

describe('Thesis Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('lists only the thesis enquiries, by status in the address, and links to where services are marked', async () => {
    const server = stubApi({
      'GET /api/admin/enquiries': ({ request }) => {
        const status = new URL(request.url).searchParams.get('status')
        const thesis = [enquiry(5, { service: { id: 2, title: 'Thesis support' } })]
        return { enquiries: status === 'closed' ? [] : thesis, hasMore: false }
      },
    })
    const { router } = renderApp('/admin-dashboard/thesis')
    expect(await screen.findByRole('heading', { level: 1, name: 'Thesis and Dissertation Enquiries' })).toBeTruthy()
    await waitFor(() => expect(cards()).toEqual(['WS-2026-000005']))
    const asked = server.requests.filter(({ url }) => url.pathname === '/api/admin/enquiries')
    expect(asked.map(({ url }) => url.searchParams.get('thesis'))).toEqual(['true'])
    expect(screen.getByRole('link', { name: 'Which services are thesis help' }).getAttribute('href')).toBe('/admin-dashboard/enquiries/services')

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } })
    expect(await screen.findByText('No thesis enquiries found')).toBeTruthy()
    expect(router.state.location.search).toEqual({ status: 'closed' })
  })
})

describe('Queries Management', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn({ role: 'admin' })
  })

  it('shows a message as text, replies to it and marks it answered', async () => {
    let current = message(5)
    const server = stubApi({
      'GET /api/admin/queries': () => ({ queries: [current], hasMore: false }),
      'POST /api/admin/queries/:id/replies': async ({ request }) => {
        const { text } = (await request.json()) as { text: string }
        current = { ...current, answeredAt: '2026-11-22T08:00:00.000Z', replies: [{ id: 1, text, author: 'Staff Member', createdAt: '2026-11-22T08:00:00.000Z' }] }
        return new Reply(201, { data: current, message: 'Reply sent.' })
      },
    })
    renderApp('/admin-dashboard/queries')
    const card = within(await screen.findByRole('article', { name: 'Daniel <b>Okafor</b>' }))
    expect(card.getByText('Open')).toBeTruthy()
    fireEvent.click(card.getByRole('button', { name: 'Reply: Daniel <b>Okafor</b>' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Daniel <b>Okafor</b>' }))
    fireEvent.change(dialog.getByLabelText('Reply'), { target: { value: 'Yes, from five seats.' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Reply' }))
    expect(await screen.findByText('Reply sent.')).toBeTruthy()
    await waitFor(() => expect(card.getAllByText('Answered').length).toBeGreaterThan(0))
    expect(card.getByText('Yes, from five seats.')).toBeTruthy()
    expect(server.sent('POST /api/admin/queries/5/replies')).toEqual([{ text: 'Yes, from five seats.' }])
  })
})
