import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { signIn } from '../../../test-utils/account.ts'
import { cardOf, directoryScreen, listStatus } from '../../../test-utils/directories.ts'
import { upgradeRefusal } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { expectUpgradePromptThenMove } from '../../../test-utils/upgrade-prompt.ts'
import { event, online, stubEventApi } from '../../../test-utils/events.ts'

// What is the events' own: their cards, their filters (subjects, type, mode) with the calendar feed, and the one
// subject of older links. The screen's lists, gate and saved search are the directory kit's (directory-kit.test.tsx).

const DAY_MS = 24 * 60 * 60 * 1000
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone

const member = { 'GET /api/subscriptions/check-feature/events': { isAccessible: true } }

describe('events', () => {
  directoryScreen()

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
    expect(listStatus().textContent).toBe('2 events shown. No more events to load.')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(document.title).toBe('Events · Scholar Hub'))
  })

  it('labels a demo event as demo beside when it starts, and no other', async () => {
    stubEventApi(() => ({ events: [event(1, { title: 'Made-up Congress', demo: true }), event(2, { title: 'Real Congress' })], hasMore: false }))
    renderApp('/event')
    expect(within(await cardOf('Made-up Congress')).getByText('Demo').getAttribute('title')).toMatch(/^Made up to show how Scholar Hub works/)
    expect(within(await cardOf('Real Congress')).queryByText('Demo')).toBeNull()
  })

  it('narrows by subjects, type and mode, and offers the same filters as a calendar feed', async () => {
    signIn()
    const api = stubEventApi(() => ({ events: [event(1)], hasMore: false }), member)
    const { router } = renderApp('/event?country=canada&state=ontario')
    await cardOf('Event 1')
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }))

    // Subjects are a box of checkboxes, as the vacancies': an event matches when it is in any of them.
    await waitFor(() => expect(box('Cardiology')).toBeTruthy())
    fireEvent.click(box('Cardiology'))
    fireEvent.click(box('Anatomy'))
    for (const [name, first, value] of [
      ['Type', 'All Types', 'webinar'],
      ['Mode', 'All Modes', 'online'],
    ] as const) {
      await waitFor(() => expect(select(name).options.length).toBeGreaterThan(1))
      expect(select(name).options[0]!.textContent).toBe(first)
      fireEvent.change(select(name), { target: { value } })
    }
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'canada', state: 'ontario', subjects: ['cardiology', 'anatomy'], type: 'webinar', mode: 'online' }))
    await waitFor(() => expect(api.lastList()).toEqual({ query: 'country=canada&state=ontario&subjects=anatomy&subjects=cardiology&type=webinar&mode=online', page: 1 }))
    expect(screen.getByRole('button', { name: 'Filters (6)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Calendar feed for these filters' }).getAttribute('href')).toBe(
      '/api/events/calendar.ics?country=canada&state=ontario&subjects=anatomy&subjects=cardiology&type=webinar&mode=online',
    )

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: 'cardiac imaging' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.lastList()?.query).toBe('search=cardiac+imaging&country=canada&state=ontario&subjects=anatomy&subjects=cardiology&type=webinar&mode=online'))
    // The feed is what a visitor's calendar gets: no search words.
    expect(screen.getByRole('link', { name: 'Calendar feed for these filters' }).getAttribute('href')).not.toContain('search')

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('link', { name: 'Calendar feed for these filters' }).getAttribute('href')).toBe('/api/events/calendar.ics')
  })

  it('opens a link or saved search of the one subject events once took with that subject', async () => {
    const api = stubEventApi(() => ({ events: [event(1)], hasMore: false }))
    renderApp('/event?subject=cardiology&mode=online')
    await cardOf('Event 1')
    expect(api.lists).toEqual([{ query: 'subjects=cardiology&mode=online', page: 1 }])
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }))
    await waitFor(() => expect(box('Cardiology').checked).toBe(true))
    expect(box('Anatomy').checked).toBe(false)
  })
})

describe('events behind a plan', () => {
  directoryScreen({ fakeTimers: true })

  it("asks for the plan's events feature: a member without it asking for more is sent to the plans", async () => {
    signIn()
    const api = stubEventApi((params) => (params.get('page') === '1' ? { events: [event(1)], hasMore: true } : upgradeRefusal()), {
      'GET /api/subscriptions/check-feature/events': { isAccessible: false },
    })
    const { router } = renderApp('/event')
    fireEvent.click(await screen.findByRole('button', { name: 'CLICK HERE FOR MORE' }))
    await expectUpgradePromptThenMove(router, '/event', '/plans')
    expect(api.requests.map((r) => r.path)).toContain('/api/subscriptions/check-feature/events')
    expect(api.lists.map((l) => l.page)).toEqual([1])
  })
})
