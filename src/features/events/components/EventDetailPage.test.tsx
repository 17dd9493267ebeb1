import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { serverError, stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'
import { deadlineWhen, eventWhen } from '../../../lib/event-time.ts'
import { event, online, stubEventApi } from '../../../test-utils/events.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const unreadCount = { 'GET /api/notifications/unread-count': { unreadCount: 0 } } as const
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()
/** A list's labelled facts, as a person reads them. */
const factsOf = (list: HTMLElement) => Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))

const congress = event(7, {
  title: 'Chatham Heart Congress',
  organiser: 'Heart Society',
  // A zone no test machine keeps: the page shows the event's own clock beside the viewer's.
  timeZone: 'Pacific/Chatham',
  startsAt: inDays(3),
  endsAt: inDays(5),
  deadlines: [
    { kind: 'abstract', at: inDays(-1), anywhereOnEarth: false },
    { kind: 'early-registration', at: new Date(Date.now() + 2 * DAY_MS + 3_600_000).toISOString(), anywhereOnEarth: true },
  ],
  cmeCredits: 12.5,
  description: 'Keynotes and posters.\n\nTwo tracks:\n- clinical\n- research',
})

describe('an event page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('says everything about the event on both clocks, counts down to its deadlines, keeps the description’s line breaks, and links out', async () => {
    stubApi({ [`GET /api/events/${congress.slug}`]: congress, ...unreadCount })
    renderApp(`/event/${congress.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Chatham Heart Congress' })).toBeTruthy()
    const article = screen.getByRole('article')
    expect(within(article).getByText('Heart Society')).toBeTruthy()
    expect(within(article).getByText('Starts in 3 days').getAttribute('datetime')).toBe(congress.startsAt)
    const when = eventWhen(congress)
    expect(when.own).toMatch(/ Chatham time$/)
    expect(factsOf(article.querySelector('dl')!)).toEqual({
      Date: `${when.viewer}${when.own}`,
      Subject: 'Cardiology',
      Type: 'Conference',
      Mode: 'In person',
      Location: 'Convention Centre, Toronto, Ontario, Canada',
      'CME/CPD credits': '12.5',
    })
    const [abstract, registration] = congress.deadlines.map((deadline) => deadlineWhen(deadline, congress.timeZone))
    expect(factsOf(screen.getByRole('region', { name: 'Deadlines' }))).toEqual({
      'Abstract submission': `${abstract!.viewer}${abstract!.own}Closed`,
      'Early registration': `${registration!.viewer}${registration!.own}Closes in 2 days`,
    })
    expect(registration!.own).toMatch(/ Anywhere on Earth$/)
    expect(screen.getByRole('region', { name: 'About the event' }).querySelector('p')!.textContent).toBe(congress.description)

    const visit = screen.getByRole('link', { name: 'Visit Website: Chatham Heart Congress (opens in a new tab)' })
    expect([visit.getAttribute('href'), visit.getAttribute('target'), visit.getAttribute('rel')]).toEqual(['https://events.example.org/7', '_blank', 'noopener noreferrer'])
    expect(screen.getByRole('link', { name: 'Add to calendar: Chatham Heart Congress' }).getAttribute('href')).toBe(`/api/events/${congress.slug}.ics`)
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/event')
    await waitFor(() => expect(document.title).toBe('Chatham Heart Congress · Scholar Hub'))
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/^Conference, \d+ \w{3} \d{4}, Convention Centre, Toronto, Ontario, Canada\. Heart Society\. Keynotes and posters\./)
  })

  it('names no place for an online event, and one clock when it keeps the viewer’s', async () => {
    const webinar = event(8, { mode: online, country: null, state: null, city: null, venue: null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
    stubApi({ [`GET /api/events/${webinar.slug}`]: webinar, ...unreadCount })
    renderApp(`/event/${webinar.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: webinar.title })).toBeTruthy()
    const facts = factsOf(screen.getByRole('article').querySelector('dl')!)
    expect([facts.Mode, facts.Location, facts.Date]).toEqual(['Online', 'Online', eventWhen(webinar).viewer])
    expect(facts).not.toHaveProperty('CME/CPD credits')
    expect(screen.queryByRole('region', { name: 'Deadlines' })).toBeNull()
  })

  it('says plainly that a cancelled event has been cancelled, with nothing to add to a calendar or count down to', async () => {
    const cancelled = event(9, { status: 'cancelled', deadlines: [{ kind: 'abstract', at: inDays(2), anywhereOnEarth: false }] })
    stubApi({ [`GET /api/events/${cancelled.slug}`]: cancelled, ...unreadCount })
    renderApp(`/event/${cancelled.slug}`)
    expect(await screen.findByText('This event has been cancelled.')).toBeTruthy()
    expect(screen.queryByText(/^Starts/)).toBeNull()
    expect(screen.queryByRole('link', { name: /^Add to calendar/ })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Deadlines' })).toBeNull()
    expect(screen.getByRole('link', { name: /^Visit Website/ })).toBeTruthy()
    await waitFor(() => expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/^This event has been cancelled\. /))
  })

  it('labels a demo event as demo under its title', async () => {
    const demo = event(9, { title: 'Made-up Congress', startsAt: inDays(20), endsAt: inDays(21), demo: true })
    stubApi({ [`GET /api/events/${demo.slug}`]: demo, ...unreadCount })
    renderApp(`/event/${demo.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Made-up Congress' })).toBeTruthy()
    expect(within(screen.getByRole('article')).getByText('Demo')).toBeTruthy()
  })

  it('says that an ended event has ended', async () => {
    const ended = event(10, { startsAt: inDays(-3), endsAt: inDays(-1) })
    stubApi({ [`GET /api/events/${ended.slug}`]: ended, ...unreadCount })
    renderApp(`/event/${ended.slug}`)
    expect(await screen.findByText('This event has ended.')).toBeTruthy()
    expect(screen.queryByText('Ended')).toBeNull()
    expect(screen.queryByRole('link', { name: /^Add to calendar/ })).toBeNull()
  })

  it('shows the not-found screen for an event the server does not have, and for an address that cannot be one, without asking', async () => {
    const api = stubApi(unreadCount)
    const { router } = renderApp('/event/no-such-event-00000000')
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See upcoming events' }).getAttribute('href')).toBe('/event')
    await waitFor(() => expect(document.title).toBe('Event not found · Scholar Hub'))

    await router.navigate({ to: '/event/$slug', params: { slug: 'countries' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy()
    expect(api.requested().filter((request) => request.startsWith('GET /api/events'))).toEqual(['GET /api/events/no-such-event-00000000'])
  })

  it('says when the event cannot be loaded, and tries again', async () => {
    let fail = true
    stubApi({ [`GET /api/events/${congress.slug}`]: () => (fail ? serverError() : congress), ...unreadCount })
    renderApp(`/event/${congress.slug}`)
    expect(await screen.findByText('We could not load this event.')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Chatham Heart Congress' })).toBeTruthy()
  })

  it('opens from its card’s title in the list, and goes back to the list', async () => {
    stubIntersectionObserver()
    stubEventApi(() => ({ events: [congress], hasMore: false }), { [`GET /api/events/${congress.slug}`]: congress })
    const { router } = renderApp('/event')
    fireEvent.click(await screen.findByRole('link', { name: 'Chatham Heart Congress' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${congress.slug}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'Chatham Heart Congress' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'All events' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/event'))
  })
})
