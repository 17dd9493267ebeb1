import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventListResponse, EventOptionsResponse, EventResponse, type Event } from '../../../contract/events.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createEvent, createEvents, eventSeed } from '../../seed/factories/events.ts'
import { createSubject } from '../../seed/factories/reference.ts'

// Tests share one database with other files, so every event here is in this file's own subjects and each list
// is filtered by one of them.
const DAY = 86_400_000
const HOUR = 3_600_000
const inDays = (days: number) => new Date(Date.now() + days * DAY)
const online = { mode: 'online' as const, country: null, state: null, city: null, venue: null }

let t: Awaited<ReturnType<typeof createTestApp>>
let paid: ApiClient
let own: { slug: string; title: string }
let other: { slug: string; title: string }
const made: Record<string, { slug: string; title: string }> = {}

beforeAll(async () => {
  t = await createTestApp()
  paid = t.client({ token: await createSession(t.db, (await createPaidMember(t.db, { features: ['events'] })).id) })
  ;[own, other] = await Promise.all([createSubject(t.db), createSubject(t.db)])
  const at = (days: number, hours = 8) => ({ startsAt: inDays(days), endsAt: new Date(inDays(days).getTime() + hours * HOUR) })
  const events = {
    conference: { title: 'Canadian Cardiology Conference', subject: own.slug, ...at(10, 56) },
    workshop: { title: 'Grant Writing Workshop', type: 'workshop', subject: own.slug, city: 'Vancouver', state: 'british-columbia', venue: 'Vancouver Medical Campus', timeZone: 'America/Vancouver', organiser: 'Pacific Neurology Society', ...at(3) },
    webinar: { title: 'Webinar: Publishing Your Research', type: 'webinar', subject: own.slug, ...online, timeZone: 'Europe/London', ...at(20, 1) },
    hybrid: { title: 'Mumbai Oncology Symposium', type: 'symposium', mode: 'hybrid' as const, subject: other.slug, country: 'india', state: 'maharashtra', city: 'Mumbai', venue: 'Mumbai Convention Centre', timeZone: 'Asia/Kolkata', ...at(30) },
    running: { title: 'Summer School in Epidemiology (running)', type: 'summer-school', subject: own.slug, startsAt: inDays(-2), endsAt: inDays(3) },
    past: { title: 'Cardiology Conference (past)', subject: own.slug, startsAt: inDays(-10), endsAt: new Date(Date.now() - 60_000), deadlines: [] },
    draft: { title: 'Cardiology Conference (draft)', status: 'draft' as const, subject: own.slug, ...at(5) },
    cancelled: { title: 'Cardiology Conference (cancelled)', status: 'cancelled' as const, subject: own.slug, ...at(6) },
  }
  for (const [key, overrides] of Object.entries(events)) made[key] = await createEvent(t.db, overrides)
})
afterAll(() => t.close())

const list = async (query: string, client: ApiClient = paid) => {
  const res = await client.get(`/api/events?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(EventListResponse, res.json()).data
}
const slugs = (events: Event[]) => events.map((event) => event.slug)
const slugsOf = (...keys: string[]) => keys.map((key) => made[key]!.slug)

describe('GET /api/events', () => {
  it('lists published events that have not ended, soonest first, as cards with dates in the event’s own zone', async () => {
    const { events, hasMore } = await list(`subjects=${own.slug}`, t.guest)
    expect(slugs(events)).toEqual(slugsOf('running', 'workshop', 'conference', 'webinar'))
    expect(hasMore).toBe(false)
    const conference = events[2]!
    expect(conference).toMatchObject({
      title: 'Canadian Cardiology Conference',
      subject: { slug: own.slug, title: own.title },
      type: { slug: 'conference', title: 'Conference' },
      mode: { slug: 'in-person', title: 'In person' },
      country: { slug: 'canada', title: 'Canada' },
      state: { slug: 'ontario', title: 'Ontario' },
      city: 'Toronto',
      venue: 'Toronto Convention Centre',
      timeZone: 'America/Toronto',
      organiser: 'Canadian Society of Cardiology',
      link: 'https://events.example.org/canadian-cardiology',
      cmeCredits: 18,
      status: 'published',
      deadlines: [{ kind: 'abstract', anywhereOnEarth: false, at: expect.stringMatching(/-0[45]:00$/) }],
    })
    // The same instant, written with Toronto's offset at that date.
    expect(conference.date).toBe(conference.startsAt)
    expect(conference.startsAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/)
    expect(new Date(conference.endsAt).getTime() - new Date(conference.startsAt).getTime()).toBe(56 * HOUR)
    expect(events[3]).toMatchObject({ mode: { slug: 'online', title: 'Online' }, country: null, state: null, city: null, venue: null })
    expect(events[3]!.startsAt).toMatch(/(Z|\+01:00)$/)
  })

  it('never lists a past, draft or cancelled event, whatever the filters or search', async () => {
    const hidden = slugsOf('past', 'draft', 'cancelled')
    for (const query of [`subjects=${own.slug}`, `subjects=${own.slug}&country=canada&state=ontario`, `subjects=${own.slug}&search=cardiology conference`, 'search=past', 'search=draft', 'search=cancelled']) {
      expect(slugs((await list(query)).events).filter((slug) => hidden.includes(slug)), query).toEqual([])
    }
  })

  it.each([
    ['country', 'country=canada&subjects=OWN', ['running', 'workshop', 'conference']],
    ['country and state', 'country=canada&state=british-columbia&subjects=OWN', ['workshop']],
    ['type', 'type=webinar&subjects=OWN', ['webinar']],
    ['mode', 'mode=online&subjects=OWN', ['webinar']],
    ['another subject', 'subjects=OTHER', ['hybrid']],
    ['mode and country', 'mode=hybrid&country=india&subjects=OTHER', ['hybrid']],
    ['everything at once', 'country=canada&state=british-columbia&type=workshop&mode=in-person&subjects=OWN&search=grant', ['workshop']],
    ['filters that nothing matches', 'country=india&subjects=OWN', []],
    ['several subjects, any of them', 'subjects=OWN&subjects=OTHER', ['running', 'workshop', 'conference', 'webinar', 'hybrid']],
    ['several subjects in one comma-separated value', 'subjects=OTHER,OWN&mode=hybrid', ['hybrid']],
    ['the one subject of older links and calendar subscriptions', 'subject=OTHER', ['hybrid']],
    ['subjects rather than the older subject when both are given', 'subjects=OTHER&subject=OWN', ['hybrid']],
  ])('filters by %s (OWN and OTHER are this file’s subjects)', async (_name, query, expected) => {
    const { events } = await list(query.replaceAll('OWN', own.slug).replaceAll('OTHER', other.slug))
    expect(slugs(events)).toEqual(slugsOf(...expected))
  })

  it('pages by 20, with hasMore until the last page', async () => {
    const subject = await createSubject(t.db)
    await createEvents(t.db, Array.from({ length: 22 }, (_, i) => eventSeed({ subject: subject.slug, startsAt: inDays(1 + i), endsAt: inDays(1.2 + i) })))
    const first = await list(`subjects=${subject.slug}`)
    const second = await list(`subjects=${subject.slug}&page=2`)
    expect([first.events.length, first.hasMore, second.events.length, second.hasMore]).toEqual([20, true, 2, false])
    const starts = [...first.events, ...second.events].map((event) => new Date(event.startsAt).getTime())
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect((await list(`subjects=${subject.slug}&page=3`)).events).toEqual([])
  })

  it('sorts the most recently added first when asked, across pages and with words, and soonest first by default', async () => {
    const subject = await createSubject(t.db)
    await createEvents(t.db, Array.from({ length: 22 }, (_, i) => eventSeed({ title: `Sorted Symposium ${i}`, subject: subject.slug, startsAt: inDays(1 + i), endsAt: inDays(1.2 + i) })))
    // Added in an order that is neither their starting order nor the order they were written in.
    const addedDaysAgo = (i: number) => ((i * 7) % 22) + 1
    for (let i = 0; i < 22; i++) await sql`UPDATE events SET created_at = ${inDays(-addedDaysAgo(i))} WHERE title = ${`Sorted Symposium ${i}`}`.execute(t.db)
    const titles = async (query: string) => {
      const [first, second] = [await list(`${query}&page=1`), await list(`${query}&page=2`)]
      return [...first.events, ...second.events].map((event) => event.title)
    }
    const soonest = Array.from({ length: 22 }, (_, i) => i)
    const newest = [...soonest].sort((a, b) => addedDaysAgo(a) - addedDaysAgo(b))
    const named = (order: number[]) => order.map((i) => `Sorted Symposium ${i}`)
    expect(await titles(`subjects=${subject.slug}`)).toEqual(named(soonest))
    expect(await titles(`subjects=${subject.slug}&sort=soonest`)).toEqual(named(soonest))
    expect(await titles(`subjects=${subject.slug}&sort=newest`)).toEqual(named(newest))
    expect(await titles(`subjects=${subject.slug}&sort=newest&search=symposium`)).toEqual(named(newest))
  })
})

describe('searching events', () => {
  const search = async (text: string, subject = own.slug) => slugs((await list(`subjects=${subject}&search=${encodeURIComponent(text)}`)).events)

  it('finds words of the title, organiser, subject, place and description', async () => {
    expect(await search('grant')).toEqual(slugsOf('workshop'))
    expect(await search('Pacific Neurology')).toEqual(slugsOf('workshop'))
    expect(await search('vancouver')).toEqual(slugsOf('workshop'))
    expect(await search('mumbai', other.slug)).toEqual(slugsOf('hybrid'))
    expect(await search(own.title.split(' ')[0]!)).toHaveLength(4)
    expect(await search('keynotes')).toEqual(slugsOf('running', 'workshop', 'conference', 'webinar'))
  })

  it('matches the last word as a prefix while typing, and keeps the list soonest first wherever the words are', async () => {
    expect(await search('publish')).toEqual(slugsOf('webinar'))
    // In the title (conference), the organiser (running, webinar) or the description alone (workshop).
    expect(await search('cardio')).toEqual(slugsOf('running', 'workshop', 'conference', 'webinar'))
  })

  it('finds a half-typed word whose English stem is no prefix of it', async () => {
    // "Writing" stems to "write", which "writi" does not begin.
    expect(await search('writi')).toEqual(slugsOf('workshop'))
    expect(await search('grant writi')).toEqual(slugsOf('workshop'))
  })

  it.each(['', '   ', '!!!', '&|!:*()', '""', 'the -'])('treats %j as no search text', async (text) => {
    expect(await search(text)).toEqual(slugsOf('running', 'workshop', 'conference', 'webinar'))
  })

  it.each(["cardio'logy", 'cardiology:*', '"unclosed', 'covid-19', '心脏病学', '🫀', '!'.repeat(200)])('answers odd search text %j with a list, never an error', async (text) => {
    await search(text)
  })

  it('refuses search text too long for a search box, or with control characters', async () => {
    for (const text of ['x'.repeat(5000), 'cardio\u0000logy']) {
      const res = await paid.get(`/api/events?search=${encodeURIComponent(text)}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path: 'search' })] })
    }
  })
})

describe('filters that name nothing, and malformed ones', () => {
  it.each([
    ['country=atlantis', 'country', 'Choose a country from the list'],
    ['country=canada&state=atlantis', 'state', 'Choose a state of the chosen country'],
    ['country=canada&state=texas', 'state', 'Choose a state of the chosen country'],
    ['state=ontario', 'state', 'Choose a country first'],
    ['subjects=alchemy', 'subjects', 'Choose subjects from the list'],
    ['subject=alchemy', 'subjects', 'Choose subjects from the list'],
    [Array.from({ length: 21 }, (_, i) => `subjects=s${i}`).join('&'), 'subjects', 'Choose at most 20 subjects'],
    ['type=rave', 'type', 'Choose a type from the list'],
    ['mode=telepathy', 'mode', 'Choose a mode from the list'],
    ['subjects=Not%20A%20Slug', 'subjects.0', undefined],
    ['subject=Not%20A%20Slug', 'subject.0', undefined],
    ['country=%27%20OR%201%3D1', 'country', undefined],
    [`subjects=${'a'.repeat(5000)}`, 'subjects.0', undefined],
    ['page=-1', 'page', 'Page must be a whole number from 1 to 100'],
    ['page=1000000000', 'page', 'Page must be a whole number from 1 to 100'],
    ['sort=latest', 'sort', 'Sort must be one of: soonest, newest'],
  ])('answers %s with a 400 naming the field', async (query, path, message) => {
    const res = await t.guest.get(`/api/events?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [expect.objectContaining({ path, ...(message && { message }) })] })
  })

  it('finds a subject added after a filter asked for it and found nothing', async () => {
    const slug = `added-later-${Date.now()}`
    expect((await t.guest.get(`/api/events?subjects=${slug}`)).statusCode).toBe(400)
    await createSubject(t.db, { slug })
    const res = await t.guest.get(`/api/events?subjects=${slug}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(v.parse(EventListResponse, res.json()).data.events).toEqual([])
  })
})

describe('filter options', () => {
  const options = async (url: string) => {
    const res = await t.guest.get(url)
    expect(res.statusCode, res.body).toBe(200)
    return v.parse(EventOptionsResponse, res.json()).data
  }

  it('lists only countries, states, subjects, types and modes that listed events have', async () => {
    const hidden = await createSubject(t.db)
    await createEvent(t.db, { country: 'greenland', state: null, subject: hidden.slug, status: 'cancelled' })
    await createEvent(t.db, { country: 'faroe-islands', state: null, subject: hidden.slug, startsAt: inDays(-3), endsAt: inDays(-2) })

    const countries = await options('/api/events/countries')
    expect(countries).toEqual(expect.arrayContaining([{ slug: 'canada', title: 'Canada' }, { slug: 'india', title: 'India' }]))
    expect(countries.map((c) => c.slug)).not.toContain('greenland')
    expect(countries.map((c) => c.slug)).not.toContain('faroe-islands')

    const states = await options('/api/events/countries/canada/states')
    expect(states).toEqual(expect.arrayContaining([{ slug: 'british-columbia', title: 'British Columbia' }, { slug: 'ontario', title: 'Ontario' }]))
    expect(await options('/api/events/countries/greenland/states')).toEqual([])

    const subjects = await options('/api/events/subjects')
    expect(subjects).toEqual(expect.arrayContaining([{ slug: own.slug, title: own.title }, { slug: other.slug, title: other.title }]))
    expect(subjects.map((s) => s.slug)).not.toContain(hidden.slug)

    expect(await options('/api/events/types')).toEqual(expect.arrayContaining([{ slug: 'conference', title: 'Conference' }, { slug: 'webinar', title: 'Webinar' }]))
    expect(await options('/api/events/modes')).toEqual([
      { slug: 'in-person', title: 'In person' },
      { slug: 'online', title: 'Online' },
      { slug: 'hybrid', title: 'Hybrid' },
    ])
  })

  it('answers the states of an unknown country with a 400 naming it', async () => {
    const res = await t.guest.get('/api/events/countries/atlantis/states')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ issues: [{ path: 'country', message: 'Choose a country from the list' }] })
  })
})

describe('GET /api/events/{slug}', () => {
  it('answers a published or cancelled event to anyone, and a draft or unknown slug with 404', async () => {
    const res = await t.guest.get(`/api/events/${made.conference!.slug}`)
    expect(res.statusCode).toBe(200)
    expect(v.parse(EventResponse, res.json()).data).toMatchObject({ title: 'Canadian Cardiology Conference', status: 'published' })
    expect((await t.guest.get(`/api/events/${made.cancelled!.slug}`)).json().data.status).toBe('cancelled')
    expect((await t.guest.get(`/api/events/${made.past!.slug}`)).statusCode).toBe(200)
    for (const slug of [made.draft!.slug, 'no-such-event-abcd1234']) {
      const missing = await t.guest.get(`/api/events/${slug}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ message: 'Event not found' })
    }
  })

  it('answers a malformed slug with 400, and one too long for a path with 414', async () => {
    for (const slug of ['NOT_A_SLUG', '%27%20OR%201%3D1', 'no-tail']) {
      expect((await t.guest.get(`/api/events/${slug}`)).statusCode, slug).toBe(400)
    }
    expect((await t.guest.get(`/api/events/${'x'.repeat(300)}`)).statusCode).toBe(414)
  })
})
