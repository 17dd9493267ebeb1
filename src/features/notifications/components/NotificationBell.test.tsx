import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../../../contract/notifications.ts'
import { menu } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { signIn } from '../../../test-utils/account.ts'

const ids = ['6f1c2a9e-0b1d-4c3e-9f2a-1b2c3d4e5f60', '7a2d3b0f-1c2e-4d4f-8a3b-2c3d4e5f6a71', '8b3e4c1a-2d3f-4e5a-9b4c-3d4e5f6a7b82']

const notification = (i: number, fields: Partial<Notification> = {}): Notification => ({
  id: ids[i]!,
  title: `Title ${i}`,
  text: `Text ${i}`,
  link: null,
  createdAt: '2025-03-05T12:00:00.000Z',
  readAt: null,
  ...fields,
})

const bell = async (name: string | RegExp = /^Notifications/) => within(await screen.findByRole('banner')).findByRole('button', { name })
const posted = (server: ReturnType<typeof stubApi>) => server.requested().filter((request) => request.startsWith('POST '))

async function openList() {
  fireEvent.click(await bell())
  return screen.findByRole('dialog', { name: 'Notifications' })
}

describe('notification bell', () => {
  beforeEach(() => {
    stubMatchMedia()
    signIn()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it.each([
    [12, 'Notifications, 12 unread', '9+'],
    [3, 'Notifications, 3 unread', '3'],
    [0, 'Notifications', ''],
  ])('with %i unread, is named %j and shows the badge %j', async (unreadCount, name, badge) => {
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount } })
    renderApp('/connect')
    expect((await bell(name)).textContent).toBe(badge)
  })

  it('asks for the count again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let unreadCount = 1
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': () => ({ unreadCount }) })
    renderApp('/connect')
    await bell('Notifications, 1 unread')
    unreadCount = 5
    await vi.advanceTimersByTimeAsync(10_000)
    await bell('Notifications, 5 unread')
  })

  it('lists notifications with their date, marking the unread ones', async () => {
    stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 1 },
      'GET /api/notifications': { notifications: [notification(0), notification(1, { readAt: '2025-03-06T12:00:00.000Z' })], hasMore: false },
    })
    renderApp('/connect')
    const list = await within(await openList()).findByRole('list')
    const [unread, read] = within(list).getAllByRole('listitem')
    // The time of day depends on the machine's time zone; the en-IN date and its form do not.
    expect(unread!.textContent).toMatch(/^Unread: Title 0Text 05 Mar 2025, \d{1,2}:\d{2} [ap]m$/)
    expect(read!.textContent).toMatch(/^Title 1Text 15 Mar 2025, \d{1,2}:\d{2} [ap]m$/)
    expect(
      within(unread!)
        .getByText(/5 Mar 2025/)
        .getAttribute('dateTime'),
    ).toBe('2025-03-05T12:00:00.000Z')
    expect(within(list).getAllByRole('button')).toHaveLength(1)
  })

  it('marks a notification read when clicked, and the badge follows', async () => {
    const server = stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 2 },
      'GET /api/notifications': { notifications: [notification(0), notification(1)], hasMore: false },
      [`POST /api/notifications/${ids[0]}/read`]: { unreadCount: 1 },
    })
    renderApp('/connect')
    const dialog = await openList()
    fireEvent.click(await within(dialog).findByRole('button', { name: /Title 0/ }))
    await bell('Notifications, 1 unread')
    expect(posted(server)).toEqual([`POST /api/notifications/${ids[0]}/read`])
    const item = within(dialog).getByText('Title 0').closest('li')!
    expect(item.textContent).not.toContain('Unread')
    await waitFor(() => expect(document.activeElement).toBe(item))
  })

  it('follows a notification link, marking it read and closing the list', async () => {
    const server = stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 1 },
      'GET /api/notifications': { notifications: [notification(0, { link: '/subscriptions' })], hasMore: false },
      [`POST /api/notifications/${ids[0]}/read`]: { unreadCount: 0 },
      'GET /api/subscriptions': [],
    })
    const { router } = renderApp('/connect')
    const link = await within(await openList()).findByRole('link', { name: /Title 0/ })
    expect(link.getAttribute('href')).toBe('/subscriptions')
    fireEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await bell('Notifications')
    expect(posted(server)).toEqual([`POST /api/notifications/${ids[0]}/read`])
  })

  it('marks all as read', async () => {
    const server = stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 2 },
      'GET /api/notifications': { notifications: [notification(0), notification(1)], hasMore: false },
      'POST /api/notifications/read-all': { unreadCount: 0 },
    })
    renderApp('/connect')
    const dialog = await openList()
    await within(dialog).findByRole('list')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }))
    await bell('Notifications')
    expect(posted(server)).toEqual(['POST /api/notifications/read-all'])
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull()
    expect(within(dialog).queryByText(/Unread/)).toBeNull()
    expect(document.activeElement).toBe(dialog)
  })

  it('loads the next page on request', async () => {
    const server = stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 0 },
      'GET /api/notifications': ({ request }) => {
        const page = new URL(request.url).searchParams.get('page')
        return page === '1'
          ? { notifications: [notification(0, { readAt: '2025-03-05T11:00:00.000Z' })], hasMore: true }
          : { notifications: [notification(1)], hasMore: false }
      },
    })
    renderApp('/connect')
    const dialog = await openList()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Load more' }))
    await within(dialog).findByText('Title 1')
    expect(within(dialog).getByText('Title 0')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByText('Title 1').closest('li')))
    expect(server.requests.filter(({ path }) => path === '/api/notifications').map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('says when there is nothing yet', async () => {
    stubApi({ 'GET /api/menu': menu, 'GET /api/notifications/unread-count': { unreadCount: 0 }, 'GET /api/notifications': { notifications: [], hasMore: false } })
    renderApp('/connect')
    expect(await within(await openList()).findByText('No notifications yet')).toBeTruthy()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true
    stubApi({
      'GET /api/menu': menu,
      'GET /api/notifications/unread-count': { unreadCount: 0 },
      'GET /api/notifications': () => (fail ? serverError() : { notifications: [notification(0)], hasMore: false }),
    })
    renderApp('/connect')
    const dialog = await openList()
    expect(await within(dialog).findByText('We could not load your notifications.')).toBeTruthy()
    fail = false
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('Title 0')).toBeTruthy()
  })
})
