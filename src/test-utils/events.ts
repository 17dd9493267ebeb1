import type { Event } from '../../contract/events.ts'
import { section } from './fixtures.ts'
import { pagedListRoute, type Reply, type Routes, stubApi } from './network.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export const canada = { slug: 'canada', title: 'Canada' }
export const india = { slug: 'india', title: 'India' }
export const ontario = { slug: 'ontario', title: 'Ontario' }
export const cardiology = { slug: 'cardiology', title: 'Cardiology' }
export const conference = { slug: 'conference', title: 'Conference' }
export const inPerson = { slug: 'in-person', title: 'In person' }
export const online = { slug: 'online', title: 'Online' }

/** An event card as the API sends it, starting in ten days in UTC, with only what a test names differing. */
export const event = (id: number, fields: Partial<Event> = {}): Event => {
  const startsAt = new Date(Date.now() + 10 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')
  return {
    slug: `event-${String(id).padStart(8, '0')}`,
    title: `Event ${id}`,
    description: 'Keynotes and posters.',
    subject: cardiology,
    type: conference,
    mode: inPerson,
    country: canada,
    state: ontario,
    city: 'Toronto',
    venue: 'Convention Centre',
    date: startsAt,
    startsAt,
    endsAt: new Date(Date.now() + 12 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    timeZone: 'UTC',
    deadlines: [],
    organiser: 'Heart Society',
    link: `https://events.example.org/${id}`,
    cmeCredits: null,
    status: 'published',
    ...fields,
  }
}

/** A full page of events numbered from `first`. */
export const pageOf = (first: number, size = 20) => Array.from({ length: size }, (_, i) => event(first + i))

type ListAnswer = { events: Event[]; hasMore: boolean } | Reply

/**
 * The event screen's API: its header, options and `GET /api/events`, answered by `list` from the query string.
 * `lists` holds each list request's query string (without `page`) and its page, in order.
 */
export function stubEventApi(list: (params: URLSearchParams) => ListAnswer | Promise<ListAnswer>, routes: Routes = {}) {
  const { route, lists } = pagedListRoute(list)
  const api = stubApi({
    'GET /api/sections/events': section('events', 'Meet your field', { text1: 'Conferences and courses.', text2: 'With their deadlines.', point1Heading: 'CME credits', point1Text: 'Shown where offered.' }),
    'GET /api/events/countries': [canada, india],
    'GET /api/events/countries/:country/states': ({ params }) => (params.country === 'canada' ? [ontario, { slug: 'quebec', title: 'Quebec' }] : [{ slug: 'karnataka', title: 'Karnataka' }]),
    'GET /api/events/subjects': [cardiology, { slug: 'anatomy', title: 'Anatomy' }],
    'GET /api/events/types': [conference, { slug: 'webinar', title: 'Webinar' }],
    'GET /api/events/modes': [inPerson, online, { slug: 'hybrid', title: 'Hybrid' }],
    'GET /api/notifications/unread-count': { unreadCount: 0 },
    'GET /api/events': route,
    ...routes,
  })
  return { ...api, lists, lastList: () => lists.at(-1) }
}
