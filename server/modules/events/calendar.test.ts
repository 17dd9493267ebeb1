import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createEvent } from '../../seed/factories/events.ts'
import { createSubject } from '../../seed/factories/reference.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let subject: string
let conference: Awaited<ReturnType<typeof createEvent>>

/** The calendar's lines as a calendar app reads them: folded lines joined back. */
const lines = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n')
/** Each VEVENT's properties by name. */
const entries = (body: string) =>
  body
    .split('\r\nBEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) => Object.fromEntries(lines(block.split('\r\nEND:VEVENT\r\n')[0]!).filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)])))

beforeAll(async () => {
  t = await createTestApp()
  subject = (await createSubject(t.db)).slug
  conference = await createEvent(t.db, {
    title: 'Toronto Heart Rhythm Conference',
    subject,
    // 09:00 to 17:00 on 12 and 13 May 2027, Toronto time (summer time: UTC-4).
    startsAt: new Date('2027-05-12T13:00:00Z'),
    endsAt: new Date('2027-05-13T21:00:00Z'),
    timeZone: 'America/Toronto',
    deadlines: [
      { kind: 'abstract', at: new Date('2027-03-02T11:59:59Z'), anywhereOnEarth: true },
      { kind: 'early-registration', at: new Date('2027-04-01T03:59:00Z'), anywhereOnEarth: false },
    ],
  })
})
afterAll(() => t.close())

describe('GET /api/events/{slug}.ics', () => {
  it('is a calendar with the event at its local time under its zone, the zone’s rules, and each deadline as its own entry', async () => {
    const res = await t.guest.get(`/api/events/${conference.slug}.ics`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${conference.slug}.ics"`)
    const all = lines(res.body)
    expect(all[0]).toBe('BEGIN:VCALENDAR')
    // The zone's own rules, so every calendar shows 09:00 in Toronto, summer or winter.
    expect(all).toEqual(expect.arrayContaining(['BEGIN:VTIMEZONE', 'TZID:America/Toronto', 'TZOFFSETTO:-0400', 'TZOFFSETTO:-0500']))

    const [main, abstract, early] = entries(res.body)
    expect(main).toMatchObject({
      'DTSTART;TZID=America/Toronto': '20270512T090000',
      'DTEND;TZID=America/Toronto': '20270513T170000',
      SUMMARY: 'Toronto Heart Rhythm Conference',
      LOCATION: 'Toronto Convention Centre\\, Toronto\\, Ontario\\, Canada',
      'URL;VALUE=URI': expect.stringMatching(new RegExp(`/event/${conference.slug}$`)),
      STATUS: 'CONFIRMED',
    })
    // Anywhere on Earth as its instant: the end of 1 March in UTC-12.
    expect(abstract).toMatchObject({ DTSTART: '20270302T115959Z', SUMMARY: 'Abstract submission deadline (Anywhere on Earth): Toronto Heart Rhythm Conference', TRANSP: 'TRANSPARENT' })
    expect(early).toMatchObject({ 'DTSTART;TZID=America/Toronto': '20270331T235900', SUMMARY: 'Early registration deadline: Toronto Heart Rhythm Conference' })
    expect(new Set([main!.UID, abstract!.UID, early!.UID]).size).toBe(3)
  })

  it('marks a cancelled event as cancelled, and answers a draft or unknown event with 404', async () => {
    const cancelled = await createEvent(t.db, { subject, status: 'cancelled' })
    const [entry] = entries((await t.guest.get(`/api/events/${cancelled.slug}.ics`)).body)
    expect(entry).toMatchObject({ STATUS: 'CANCELLED', SUMMARY: `Cancelled: ${cancelled.title}` })
    const draft = await createEvent(t.db, { subject, status: 'draft' })
    for (const slug of [draft.slug, 'no-such-event-abcd1234']) expect((await t.guest.get(`/api/events/${slug}.ics`)).statusCode).toBe(404)
    expect((await t.guest.get('/api/events/Not_A_Slug.ics')).statusCode).toBe(400)
  })

  it('keeps text that looks like calendar syntax as text', async () => {
    const odd = await createEvent(t.db, { subject, title: 'Evil\r\nEND:VCALENDAR', description: 'Line one\nBEGIN:VEVENT; comma, semicolon' })
    const body = (await t.guest.get(`/api/events/${odd.slug}.ics`)).body
    expect(lines(body).filter((line) => line === 'END:VCALENDAR')).toHaveLength(1)
    expect(entries(body)[0]!.DESCRIPTION).toContain('Line one\\nBEGIN:VEVENT\\; comma\\, semicolon')
  })
})

describe('GET /api/events/calendar.ics', () => {
  it('is a feed of the list’s events for its filters, soonest first, with deadlines', async () => {
    const res = await t.guest.get(`/api/events/calendar.ics?subject=${subject}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    const summaries = entries(res.body).map((entry) => entry.SUMMARY)
    expect(summaries).toContain('Toronto Heart Rhythm Conference')
    expect(summaries).toContain('Abstract submission deadline (Anywhere on Earth): Toronto Heart Rhythm Conference')
    expect(summaries.some((s) => s?.startsWith('Cancelled'))).toBe(false)
  })

  it('answers filters that name nothing with 400, as the list does', async () => {
    const res = await t.guest.get('/api/events/calendar.ics?country=atlantis')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ issues: [{ path: 'country' }] })
  })
})
