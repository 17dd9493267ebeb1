import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { PushDevice } from '../../../../contract/push.ts'
import type { SavedSearch } from '../../../../contract/saved-searches.ts'
import { profile, signIn } from '../../../test-utils/account.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { Reply, stubApi, type Routes } from '../../../test-utils/network.ts'
import { ENDPOINT, PUBLIC_KEY, stubBrowserPush, unstubBrowserPush } from '../../../test-utils/push.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const search = (fields: Partial<SavedSearch> & Pick<SavedSearch, 'id' | 'name' | 'area'>): SavedSearch => ({
  filters: {},
  dropped: [],
  alert: 'never',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
})

const canada = search({ id: '7f1c8a4e-0000-4000-8000-000000000001', name: 'Fellowships in Canada', area: 'vacancies', filters: { search: 'fellow', country: 'canada' }, alert: 'daily' })
const oldSubjects = search({ id: '7f1c8a4e-0000-4000-8000-000000000002', name: 'Old subjects', area: 'journals', dropped: [{ filter: 'subject', value: 'phrenology' }] })

const device: PushDevice = { id: '7', browser: 'Chrome 131', system: 'Android', device: 'mobile', createdAt: '2026-11-20T08:00:00.000Z', current: true }

function stubSearches(searches: SavedSearch[], routes: Routes = {}) {
  let current = searches
  return stubApi({
    'GET /api/user/get': profile,
    'GET /api/notifications/unread-count': { unreadCount: 0 },
    'GET /api/saved-items': { items: [], calendarUrl: `webcal://scholar.example/api/saved-events.ics?token=${'a'.repeat(43)}` },
    'GET /api/saved-searches': () => current,
    'PATCH /api/saved-searches/:id': async ({ request, params }) => {
      const change = (await request.json()) as Partial<SavedSearch>
      current = current.map((s) => (s.id === params.id ? { ...s, ...change } : s))
      return current.find((s) => s.id === params.id)
    },
    'DELETE /api/saved-searches/:id': ({ params }) => {
      current = current.filter((s) => s.id !== params.id)
      return null
    },
    ...routes,
  })
}

describe("the dashboard's saved searches", () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('opens each with its filters, says what a search lost, and changes its alert, name, or deletes it', async () => {
    const api = stubSearches([canada, oldSubjects])
    renderApp('/user-dashboard?tab=saved')
    const region = await screen.findByRole('region', { name: 'Saved searches' })
    const link = await within(region).findByRole('link', { name: 'Fellowships in Canada' })
    const href = new URL(link.getAttribute('href')!, 'http://x')
    expect(href.pathname).toBe('/vacancy')
    expect(Object.fromEntries(href.searchParams)).toEqual({ search: 'fellow', country: 'canada' })
    expect(within(region).getByText('No longer available, left out: subject phrenology')).toBeTruthy()
    // Journals have no alerts: the only choice is none.
    expect(within(region).getByRole('combobox', { name: 'Alert for Old subjects' }).querySelectorAll('option')).toHaveLength(1)

    fireEvent.change(within(region).getByRole('combobox', { name: 'Alert for Fellowships in Canada' }), { target: { value: 'weekly' } })
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ alert: 'weekly' }]))

    fireEvent.click(within(region).getByRole('button', { name: 'Rename: Fellowships in Canada' }))
    fireEvent.change(within(region).getByRole('textbox', { name: 'New name' }), { target: { value: 'Canada' } })
    fireEvent.click(within(region).getByRole('button', { name: 'Save name' }))
    expect(await within(region).findByRole('link', { name: 'Canada' })).toBeTruthy()

    fireEvent.click(within(region).getByRole('button', { name: 'Delete: Old subjects' }))
    await waitFor(() => expect(within(region).queryByText('Old subjects')).toBeNull())
  })

  it('offers notifications on this device once an alert is set to At once, and Allow turns them on', async () => {
    const browser = stubBrowserPush()
    onTestFinished(unstubBrowserPush)
    const api = stubSearches([canada], {
      'GET /api/push-subscriptions/key': { publicKey: PUBLIC_KEY },
      'POST /api/push-subscriptions': () => new Reply(201, { data: device, message: 'Notifications are on for this device.' }),
    })
    renderApp('/user-dashboard?tab=saved')
    const region = await screen.findByRole('region', { name: 'Saved searches' })
    const alert = await within(region).findByRole('combobox', { name: 'Alert for Fellowships in Canada' })
    // A daily mail is no reason to ask.
    fireEvent.change(alert, { target: { value: 'weekly' } })
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    expect(within(region).queryByText('Hear of new matches while the app is closed?')).toBeNull()

    fireEvent.change(alert, { target: { value: 'instant' } })
    expect(await within(region).findByText('Hear of new matches while the app is closed?')).toBeTruthy()
    expect(browser.notification.requestPermission).not.toHaveBeenCalled()
    fireEvent.click(within(region).getByRole('button', { name: 'Allow notifications' }))
    expect(await within(region).findByText('Notifications are on for this device.')).toBeTruthy()
    expect(browser.pushManager.subscribe).toHaveBeenCalled()
    expect(api.sent('POST /api/push-subscriptions')).toMatchObject([{ endpoint: ENDPOINT }])
  })

  it('says how to save one when there are none', async () => {
    stubSearches([])
    renderApp('/user-dashboard?tab=saved')
    expect(await screen.findByText(/^No saved searches yet/)).toBeTruthy()
  })
})
