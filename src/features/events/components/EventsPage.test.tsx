import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, upgradeRefusal } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { expectUpgradePromptThenMove } from '../../../test-utils/upgrade-prompt.ts'
import { event, india, online, pageOf, stubEventApi } from '../../../test-utils/events.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const status = () => screen.getAllByRole('status').find((s) => s.closest('section[aria-labelledby]'))!
const cardOf = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const member = { 'GET /api/subscriptions/check-feature/events': { isAccessible: true } }
const noFeature = { 'GET /api/subscriptions/check-feature/events': { isAccessible: false } }
const firstPageOnly = (params: URLSearchParams) => (params.get('page') === '1' && !params.has('search') ? { events: pageOf(1), hasMore: true } : upgradeRefusal())

describe('events', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>
  beforeEach(() => {
    stubMatchMedia()
    viewport = stubIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('opens at the top with the managed header and its points, and each card says when, where and what is due next', async () => {
    const in12Days = new Date(Date.now() + 12 * DAY_MS + 3_600_000).toISOString()
    stubEventApi(() => ({
      events: [
        event(1, {
          title: 'Chatham Heart Congress',
          // A zone no test machine keeps: the card shows the event's own clock beside the viewer's.
          timeZone: 'Pacific/Chatham',
          startsAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
          endsAt: new Date(Date.now() + 5 * DAY_MS).toISOString(),
          deadlines: [
            { kind: 'abstract', at: new Date(Date.now() - DAY_MS).toISOString(), anywhereOnEarth: false },
            { kind: 'early-registration', at: in12Days, anywhereOnEarth: true },
          ],
          cmeCredits: 12.5,
        }),
        event(2, { title: 'Writing Webinar', mode: online, country: null, state: null, city: null, venue: null, timeZone: viewerZone, link: 'javascript:alert(1)' }),
      ],
      hasMore: false,
    }))
    renderApp('/event')
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet your field' })).toBeTruthy()
    expect(screen.getByText('Conferences and courses.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'CME credits' })).toBeTruthy()

    const card = within(await cardOf('Chatham Heart Congress'))
    for (const text of ['Heart Society', 'Starts in 3 days', 'Cardiology', 'Conference', 'In person', 'Convention Centre, Toronto, Ontario, Canada', '12.5']) {
      expect(card.getByText(text)).toBeTruthy()
    }
    expect(card.getByText(/Chatham time$/)).toBeTruthy()
    // The abstract deadline has passed; the next one counts down.
    expect(card.getByText('Early registration closes in 12 days (Anywhere on Earth)')).toBeTruthy()
    const visit = card.getByRole('link', { name: 'Visit Website: Chatham Heart Congress (opens in a new tab)' })
    expect(visit.getAttribute('href')).toBe('https://events.example.org/1')
    expect(visit.getAttribute('target')).toBe('_blank')
    expect(card.getByRole('link', { name: 'Add to calendar: Chatham Heart Congress' }).getAttribute('href')).toBe('/api/events/event-00000001.ics')

    const webinar = within(await cardOf('Writing Webinar'))
    // Mode and Location both say Online.
    expect(webinar.getAllByText('Online', { selector: 'dd' })).toHaveLength(2)
    // On the viewer's own clock there is one time only; no deadline, no deadline line; a link that is no web address is not followed.
    expect(webinar.queryByText(/ time$/)).toBeNull()
    expect(webinar.queryByText('Next deadline')).toBeNull()
    expect(webinar.queryByRole('link', { name: /Visit Website/ })).toBeNull()
    expect(status().textContent).toBe('2 events shown. No more events to load.')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(document.title).toBe('Events · Scholar Hub'))
  })

  it('says the first page is loading, and when nothing matches', async () => {
    const answer = deferred<{ events: never[]; hasMore: boolean }>()
    stubEventApi(() => answer.promise)
    renderApp('/event')
    expect(await screen.findByText('Loading events...')).toBeTruthy()
    answer.resolve({ events: [], hasMore: false })
    expect(await screen.findByText('No events match your filters.')).toBeTruthy()
  })

  it('loads the next page when the end of the list scrolls into view, until there are no more', async () => {
    signIn()
    const second = deferred<{ events: ReturnType<typeof pageOf>; hasMore: boolean }>()
    const api = stubEventApi((params) => (params.get('page') === '1' ? { events: pageOf(1), hasMore: true } : second.promise), member)
    renderApp('/event')
    await cardOf('Event 20')
    await waitFor(() => expect(viewport.watched()).toBe(1))
    viewport.scrollIntoView()
    expect(await screen.findByText('Loading more events...')).toBeTruthy()
    second.resolve({ events: pageOf(21, 5), hasMore: false })
    expect(await screen.findByText('No more events to load.')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(25)
    expect(api.lists.map((l) => l.page)).toEqual([1, 2])
  })

  it('writes each filter to the URL and asks for the list again; State waits for a country and resets with it', async () => {
    signIn()
    const api = stubEventApi(() => ({ events: [event(1)], hasMore: false }), member)
    const { router } = renderApp('/event')
    await cardOf('Event 1')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))

    expect(select('State').disabled).toBe(true)
    await waitFor(() => expect([...select('Country').options].map((o) => o.textContent)).toEqual(['All Countries', 'Canada', 'India']))
    fireEvent.change(select('Country'), { target: { value: 'canada' } })
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'country=canada', page: 1 }))
    await waitFor(() => expect([...select('State').options].map((o) => o.textContent)).toEqual(['All States', 'Ontario', 'Quebec']))
    fireEvent.change(select('State'), { target: { value: 'ontario' } })
    for (const [name, first, value] of [
      ['Subject', 'All Subjects', 'cardiology'],
      ['Type', 'All Types', 'webinar'],
      ['Mode', 'All Modes', 'online'],
    ] as const) {
      await waitFor(() => expect(select(name).options.length).toBeGreaterThan(1))
      expect(select(name).options[0]!.textContent).toBe(first)
      fireEvent.change(select(name), { target: { value } })
    }
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'canada', state: 'ontario', subject: 'cardiology', type: 'webinar', mode: 'online' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'country=canada&state=ontario&subject=cardiology&type=webinar&mode=online', page: 1 }))
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Calendar feed for these filters' }).getAttribute('href')).toBe(
      '/api/events/calendar.ics?country=canada&state=ontario&subject=cardiology&type=webinar&mode=online',
    )

    fireEvent.change(select('Country'), { target: { value: 'india' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'india', subject: 'cardiology', type: 'webinar', mode: 'online' }))
    expect(select('State').value).toBe('')

    const search = screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'cardiac imaging' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.lastList()?.query).toBe('search=cardiac+imaging&country=india&subject=cardiology&type=webinar&mode=online'))

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('link', { name: 'Calendar feed for these filters' }).getAttribute('href')).toBe('/api/events/calendar.ics')
  })

  it('reads odd or hostile URL values as no filter instead of failing', async () => {
    const api = stubEventApi(() => ({ events: [event(1, { country: india, state: null })], hasMore: false }))
    const { router } = renderApp('/event?country=%3Cscript%3E&state=Bad%20Slug&subject=%7B%22a%22%3A1%7D&type=&mode=%00x')
    await cardOf('Event 1')
    expect(api.lists).toEqual([{ query: '', page: 1 }])
    expect(router.state.location.search).toEqual({})
  })

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true
    stubEventApi(() => (fail ? serverError() : { events: [event(1)], hasMore: false }))
    renderApp('/event')
    expect(await screen.findByText('We could not load the events.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await cardOf('Event 1')
  })
})

describe('events without the events feature', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubMatchMedia()
    stubIntersectionObserver()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows a visitor the first page with CLICK HERE FOR MORE, which leads to login and back', async () => {
    const api = stubEventApi(firstPageOnly)
    const { router } = renderApp('/event?mode=online')
    fireEvent.click(await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' }))
    await expectUpgradePromptThenMove(router, '/event', '/login')
    expect(router.state.location.search).toEqual({ redirect: '/event?mode=online' })
    expect(api.lists.map((l) => l.page)).toEqual([1])
  })

  it('sends a member whose plan lacks the feature to the plans when typing a search', async () => {
    signIn()
    const api = stubEventApi(firstPageOnly, noFeature)
    const { router } = renderApp('/event')
    await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' })
    const search = screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'c' } })
    expect(search.value).toBe('')
    await expectUpgradePromptThenMove(router, '/event', '/plans')
    expect(api.lists.every((l) => !l.query.includes('search'))).toBe(true)
  })
})
