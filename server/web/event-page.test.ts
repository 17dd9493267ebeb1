import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebTestApp, earlyData } from '../../tests/setup/web-app.ts'
import { jsonLd } from '../../tests/support/json-ld.ts'
import { createEvent } from '../seed/factories/events.ts'

const origin = 'https://scholarhub.example'
const link = 'https://events.example.org/canadian-cardiology'

let t: Awaited<ReturnType<typeof createWebTestApp>>
beforeAll(async () => {
  t = await createWebTestApp({ env: { PUBLIC_URL: `${origin}/` } })
})
afterAll(() => t.close())

const online = { mode: 'online', country: null, state: null, city: null, venue: null } as const

describe('an event page served on navigation', () => {
  it('carries the event as the API answers it, its own head and its Event, with the event’s own offsets', async () => {
    const event = await createEvent(t.db, {
      title: 'Canadian Cardiology Conference 2030',
      startsAt: new Date('2030-06-10T13:00:00Z'),
      endsAt: new Date('2030-06-12T21:00:00Z'),
      timeZone: 'America/Toronto',
      description: 'Three days of keynotes.',
    })
    const res = await t.open(`/event/${event.slug}`)
    expect(res.statusCode).toBe(200)
    expect(earlyData(res.body)[`events/${event.slug}`]).toEqual((await t.guest.get(`/api/events/${event.slug}`)).json())

    const url = `${origin}/event/${event.slug}`
    expect(res.body).toContain('<title>Canadian Cardiology Conference 2030 · Scholar Hub</title>')
    expect(res.body).toContain(
      '<meta name="description" content="Conference, 10 Jun 2030, Toronto Convention Centre, Toronto, Ontario, Canada. Canadian Society of Cardiology. Three days of keynotes.">',
    )
    expect(res.body).toContain(`<link rel="canonical" href="${url}">`)
    expect(res.body).not.toContain('The site.')
    expect(jsonLd(res.body)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Canadian Cardiology Conference 2030',
        description: 'Three days of keynotes.',
        startDate: '2030-06-10T09:00:00-04:00',
        endDate: '2030-06-12T17:00:00-04:00',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: 'Toronto Convention Centre',
          address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'Ontario', addressCountry: 'Canada' },
        },
        organizer: { '@type': 'Organization', name: 'Canadian Society of Cardiology' },
        url,
      },
    ])
  })

  it('says a cancelled event has been cancelled, in its description and its status; an ended one keeps its page', async () => {
    const event = await createEvent(t.db, { status: 'cancelled' })
    const res = await t.open(`/event/${event.slug}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/<meta name="description" content="This event has been cancelled\. Conference, /)
    expect(jsonLd(res.body)[0].eventStatus).toBe('https://schema.org/EventCancelled')

    const ended = await createEvent(t.db, { startsAt: new Date(Date.now() - 3 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) })
    const past = await t.open(`/event/${ended.slug}`)
    expect(past.statusCode).toBe(200)
    expect(jsonLd(past.body)[0].eventStatus).toBe('https://schema.org/EventScheduled')
  })

  it('places an online event at its link, and a hybrid one at its venue and its link', async () => {
    const webinar = await createEvent(t.db, { ...online, type: 'webinar', startsAt: new Date('2030-01-15T03:30:00Z'), endsAt: new Date('2030-01-15T05:00:00Z'), timeZone: 'Asia/Kolkata' })
    const [data] = jsonLd((await t.open(`/event/${webinar.slug}`)).body)
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: link })
    expect([data.startDate, data.endDate]).toEqual(['2030-01-15T09:00:00+05:30', '2030-01-15T10:30:00+05:30'])

    const hybrid = await createEvent(t.db, { mode: 'hybrid', venue: null })
    const [both] = jsonLd((await t.open(`/event/${hybrid.slug}`)).body)
    expect(both.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(both.location).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'Ontario', addressCountry: 'Canada' } },
      { '@type': 'VirtualLocation', url: link },
    ])
  })

  it('answers 404 with the shell for a draft, an unknown slug or one that could name nothing, so the app shows its not-found screen', async () => {
    const draft = await createEvent(t.db, { status: 'draft' })
    for (const slug of [draft.slug, 'no-such-event-00000000', 'countries', 'calendar.ics', 'Not-A-Slug']) {
      const res = await t.open(`/event/${slug}`)
      expect(res.statusCode, slug).toBe(404)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body, slug).toContain('<title>Scholar Hub</title>')
      expect(jsonLd(res.body)).toEqual([])
      expect(Object.keys(earlyData(res.body))).toEqual(['menu', 'contact-info'])
    }
  })

  it('leaves the list its 200 and the site head', async () => {
    for (const url of ['/event', '/event?mode=online']) {
      const res = await t.open(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<title>Scholar Hub</title><meta name="description" content="The site.">')
    }
  })
})
