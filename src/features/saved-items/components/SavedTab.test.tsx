import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SavedItem, SavedItems } from '../../../../contract/saved-items.ts'
import { profile, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const DAY_MS = 24 * 60 * 60 * 1000
const feed = (token: string) => `webcal://scholar.example/api/saved-events.ics?token=${token.padEnd(43, 'x')}`

const item = (fields: Partial<SavedItem> & Pick<SavedItem, 'kind' | 'id' | 'title'>): SavedItem => ({
  subtitle: null,
  detail: null,
  path: '/',
  link: null,
  available: true,
  closesAt: null,
  startsAt: null,
  endsAt: null,
  timeZone: null,
  savedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
})

const openVacancy = item({
  kind: 'vacancy',
  id: 'cardiology-fellow-abcd1234',
  title: 'Cardiology Fellow',
  subtitle: 'Toronto General Hospital',
  path: '/vacancy/cardiology-fellow-abcd1234',
  closesAt: new Date(Date.now() + 10 * DAY_MS).toISOString(),
})
const pastVacancy = item({ kind: 'vacancy', id: 'anatomy-lecturer-abcd1234', title: 'Anatomy Lecturer', closesAt: '2026-01-05T12:00:00.000Z' })
const takenDown = item({ kind: 'vacancy', id: 'old-post-abcd1234', title: 'Old Post', available: false, link: 'javascript:alert(1)' })
const event = item({
  kind: 'event',
  id: 'heart-rhythm-abcd1234',
  title: 'Toronto Heart Rhythm Conference',
  startsAt: '2030-05-12T09:00:00-04:00',
  endsAt: '2030-05-13T17:00:00-04:00',
  timeZone: 'America/Toronto',
})
const template = item({ kind: 'template', id: '7f1c8a4e-0000-4000-8000-000000000001', title: 'Case Report', link: '/api/serve-file/templates%2Fa.tex', path: '/templates' })

function stubSaved(saved: SavedItems) {
  let current = saved
  return stubApi({
    'GET /api/user/get': profile,
    'GET /api/notifications/unread-count': { unreadCount: 0 },
    'GET /api/saved-items': () => current,
    'DELETE /api/saved-items/:kind/:id': ({ params }) => {
      current = { ...current, items: current.items.filter((i) => !(i.kind === params.kind && i.id === params.id)) }
      return null
    },
    'POST /api/saved-items/calendar-url': () => {
      current = { ...current, calendarUrl: feed('renewed') }
      return { calendarUrl: current.calendarUrl }
    },
  })
}

describe("the dashboard's Saved tab", () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('lists saved items by kind, says what became of each, and opens each where it lives', async () => {
    stubSaved({ items: [openVacancy, pastVacancy, takenDown, event, template], calendarUrl: feed('first') })
    renderApp('/user-dashboard?tab=saved')
    const vacancies = await screen.findByRole('region', { name: 'Vacancies' })
    expect(within(vacancies).getByRole('heading', { name: 'Vacancies (3)' })).toBeTruthy()
    const rows = within(vacancies).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link', { name: /./ }).textContent)).toEqual(['Cardiology Fellow', 'Anatomy Lecturer', 'Old Post'])
    expect(within(rows[0]!).getByRole('link', { name: 'Cardiology Fellow' }).getAttribute('href')).toBe('/vacancy/cardiology-fellow-abcd1234')
    expect(within(rows[0]!).getByText(/^Closes /)).toBeTruthy()
    expect(within(rows[1]!).getByText(/^This vacancy closed on /)).toBeTruthy()
    expect(within(rows[2]!).getByText('No longer listed')).toBeTruthy()
    // Only an http(s) address becomes a link.
    expect(within(rows[2]!).queryByRole('link', { name: /Visit website/ })).toBeNull()

    const events = screen.getByRole('region', { name: 'Events' })
    expect(within(events).getByRole('link', { name: 'Toronto Heart Rhythm Conference' })).toBeTruthy()
    expect((within(events).getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement).value).toBe(feed('first'))
    expect(within(events).getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')).toBe(feed('first'))

    const templates = screen.getByRole('region', { name: 'Templates' })
    expect(within(templates).getByRole('link', { name: 'Download: Case Report' }).hasAttribute('download')).toBe(true)
    // Kinds with nothing saved are left out, but for the events' calendar.
    expect(screen.queryByRole('region', { name: 'Journals' })).toBeNull()
  })

  it('removes an item, and gives the calendar a new address', async () => {
    const api = stubSaved({ items: [openVacancy, event], calendarUrl: feed('first') })
    renderApp('/user-dashboard?tab=saved')
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Cardiology Fellow' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cardiology Fellow' })).toBeNull())
    expect(api.requested()).toContain('DELETE /api/saved-items/vacancy/cardiology-fellow-abcd1234')

    fireEvent.click(screen.getByRole('button', { name: 'New address' }))
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement).value).toBe(feed('renewed')))
  })

  it('says how to save when nothing is saved yet', async () => {
    stubSaved({ items: [], calendarUrl: feed('first') })
    renderApp('/user-dashboard?tab=saved')
    expect(await screen.findByText(/^Nothing saved yet/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Events (0)' })).toBeTruthy()
  })
})
