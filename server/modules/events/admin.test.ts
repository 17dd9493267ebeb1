import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminEventListResponse, AdminEventResponse } from '../../../contract/admin-events.ts'
import { EventListResponse } from '../../../contract/events.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ApiClient
let subject: { id: number; slug: string; title: string }
const ids = { conference: 0, webinar: 0, course: 0, workshop: 0, inPerson: 0, online: 0, hybrid: 0, canada: 0, ontario: 0, texas: 0, gibraltar: 0 }

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn({ role: 'admin' })).api
  subject = await createSubject(t.db)
  Object.assign(
    ids,
    await lookupIds(t.db, {
      conference: 'event_types/conference',
      webinar: 'event_types/webinar',
      course: 'event_types/course',
      workshop: 'event_types/workshop',
      inPerson: 'event_modes/in-person',
      online: 'event_modes/online',
      hybrid: 'event_modes/hybrid',
      canada: 'countries/canada',
      ontario: 'states/canada/ontario',
      texas: 'states/united-states/texas',
      gibraltar: 'countries/gibraltar',
    }),
  )
})
afterAll(() => t.close())

/** A valid form for an event in this file's subject, with a title no other test uses: 9:00 to 17:00 Toronto time. */
const form = (overrides: Record<string, unknown> = {}) => ({
  title: `Ontario Cardiac Imaging Summit ${unique('admin')}`,
  description: 'Two days of echo and CT.\nHands-on sessions in the afternoon.',
  subjectId: subject.id,
  typeId: ids.conference,
  modeId: ids.inPerson,
  countryId: ids.canada,
  stateId: ids.ontario,
  city: 'Toronto',
  venue: 'MaRS Centre',
  startsAt: '2027-06-10T09:00:00-04:00',
  endsAt: '2027-06-11T17:00:00-04:00',
  timeZone: 'America/Toronto',
  deadlines: [
    { kind: 'abstract', at: '2027-03-01T23:59:59-12:00', anywhereOnEarth: true },
    { kind: 'early-registration', at: '2027-04-30T23:59:00-04:00', anywhereOnEarth: false },
  ],
  organiser: 'Ontario Society of Cardiac Imaging',
  link: 'https://events.example.org/oscis-2027',
  cmeCredits: 12.5,
  status: 'published',
  ...overrides,
})

/** Events whose `column` is `value`: a value only the asking test uses, since other files write events meanwhile. */
const countWith = async (column: 'title' | 'organiser', value: string) =>
  Number((await t.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where(column, '=', value).executeTakeFirstOrThrow()).n)

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/admin/events', form(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return v.parse(AdminEventResponse, res.json()).data
}

const publicList = async (query: string) => v.parse(EventListResponse, (await admin.get(`/api/events?${query}`)).json()).data.events

describe('who may manage events', () => {
  const calls = [
    ['GET', '/api/admin/events'],
    ['GET', '/api/admin/events/1'],
    ['POST', '/api/admin/events'],
    ['PATCH', '/api/admin/events/1'],
    ['DELETE', '/api/admin/events/1'],
  ] as const

  it('refuses a visitor with 401 and anyone but an admin with 403, writing nothing', async () => {
    const existing = await create()
    await expectAdminOnly(t, calls.map(([method, url]) => [method, url.replace('/1', `/${existing.id}`)] as const), form({ title: existing.title }))
    expect(await countWith('title', existing.title)).toBe(1)
    expect(v.parse(AdminEventResponse, (await admin.get(`/api/admin/events/${existing.id}`)).json()).data).toEqual(existing)
  })
})

describe('Events Management', () => {
  it('creates an event that the public list shows at once, answering it in the shape the form sends', async () => {
    const sent = form()
    const created = await create(sent)
    expect(created).toEqual({
      ...sent,
      id: expect.any(Number),
      slug: expect.stringMatching(/^ontario-cardiac-imaging-summit-admin-[a-z0-9-]+$/),
      // Moments come back in the event's own zone; the Anywhere on Earth deadline in UTC-12.
      startsAt: '2027-06-10T09:00:00-04:00',
      endsAt: '2027-06-11T17:00:00-04:00',
      deadlines: [
        { kind: 'abstract', at: '2027-03-01T23:59:59-12:00', anywhereOnEarth: true },
        { kind: 'early-registration', at: '2027-04-30T23:59:00-04:00', anywhereOnEarth: false },
      ],
      labels: { subject: subject.title, type: 'Conference', mode: 'In person', country: 'Canada', state: 'Ontario' },
      // Only the demo seed marks an event as demo data.
      demo: false,
    })
    const [card] = await publicList(`subject=${subject.slug}&search=${encodeURIComponent(sent.title)}`)
    expect(card).toMatchObject({ slug: created.slug, title: sent.title, date: '2027-06-10T09:00:00-04:00', mode: { title: 'In person' }, cmeCredits: 12.5 })
  })

  it('keeps an Anywhere on Earth deadline to its day, whatever time of it was sent', async () => {
    const created = await create({ deadlines: [{ kind: 'abstract', at: '2027-03-01T08:00:00-12:00', anywhereOnEarth: true }] })
    expect(created.deadlines).toEqual([{ kind: 'abstract', at: '2027-03-01T23:59:59-12:00', anywhereOnEarth: true }])
  })

  it('takes a list item posted back as a new event: a copy', async () => {
    const original = await create()
    const res = await admin.post('/api/admin/events', original)
    expect(res.statusCode, res.body).toBe(201)
    const copy = v.parse(AdminEventResponse, res.json()).data
    expect(copy.slug).not.toBe(original.slug)
    expect({ ...copy, id: 0, slug: '' }).toEqual({ ...original, id: 0, slug: '' })
  })

  it('takes an online event with no place, and fills in what a form may leave out', async () => {
    const { deadlines: _d, cmeCredits: _c, status: _s, description: _desc, ...sent } = form({ modeId: ids.online, typeId: ids.webinar, countryId: null, stateId: null, city: null, venue: null })
    const res = await admin.post('/api/admin/events', sent)
    expect(res.statusCode, res.body).toBe(201)
    expect(v.parse(AdminEventResponse, res.json()).data).toMatchObject({ status: 'published', deadlines: [], cmeCredits: null, description: '', countryId: null, labels: { mode: 'Online', country: null } })
  })

  it('edits only the fields sent, and the public list follows; cancelling or a draft takes it off the list', async () => {
    const created = await create()
    const res = await admin.patch(`/api/admin/events/${created.id}`, { title: `${created.title} Renamed`, modeId: ids.hybrid })
    expect(res.statusCode, res.body).toBe(200)
    const edited = v.parse(AdminEventResponse, res.json()).data
    expect(v.parse(AdminEventResponse, (await admin.get(`/api/admin/events/${created.id}`)).json()).data).toEqual(edited)
    expect(edited).toEqual({ ...created, title: `${created.title} Renamed`, modeId: ids.hybrid, labels: { ...created.labels, mode: 'Hybrid' } })
    expect((await publicList(`subject=${subject.slug}&mode=hybrid`)).map((card) => card.slug)).toContain(created.slug)

    for (const status of ['cancelled', 'draft']) {
      await admin.patch(`/api/admin/events/${created.id}`, { status })
      expect((await publicList(`subject=${subject.slug}`)).map((card) => card.slug)).not.toContain(created.slug)
    }
  })

  it('deletes an event, and then knows it no more', async () => {
    const created = await create()
    const res = await admin.delete(`/api/admin/events/${created.id}`)
    expect(res.json()).toEqual({ data: null, message: 'Event deleted.' })
    expect((await publicList(`subject=${subject.slug}`)).map((card) => card.slug)).not.toContain(created.slug)
    expect((await t.guest.get(`/api/events/${created.slug}`)).statusCode).toBe(404)
    for (const again of [admin.delete(`/api/admin/events/${created.id}`), admin.patch(`/api/admin/events/${created.id}`, { title: 'Back' }), admin.get(`/api/admin/events/${created.id}`)]) {
      const missing = await again
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ code: 'not_found', message: 'Event not found' })
    }
  })

  it('lists every status, newest first, searching title, organiser, subject, city, state and country in any case', async () => {
    const tag = unique('find').split('-')[1]!
    const byTitle = await create({ title: `Echo Day ${tag}`, status: 'draft' })
    const byOrganiser = await create({ organiser: `${tag.toUpperCase()} Heart Club`, status: 'cancelled' })
    const byCity = await create({ city: `Port ${tag}` })
    const res = await admin.get(`/api/admin/events?search=${tag.toUpperCase()}`)
    expect(res.statusCode).toBe(200)
    const { events, hasMore } = v.parse(AdminEventListResponse, res.json()).data
    expect(events.map((item) => item.id)).toEqual([byCity.id, byOrganiser.id, byTitle.id])
    expect(hasMore).toBe(false)
  })

  it('lists only the courses and workshops for Courses Management, with their credits', async () => {
    const tag = unique('course').split('-')[1]!
    const course = await create({ title: `Biostatistics ${tag}`, typeId: ids.course, cmeCredits: 8 })
    const workshop = await create({ title: `Grant Writing ${tag}`, typeId: ids.workshop, status: 'draft', cmeCredits: null })
    await create({ title: `Echo Summit ${tag}`, typeId: ids.conference })
    const res = await admin.get(`/api/admin/events?kind=courses&search=${tag}`)
    expect(res.statusCode).toBe(200)
    const { events } = v.parse(AdminEventListResponse, res.json()).data
    expect(events.map((item) => [item.id, item.labels.type, item.cmeCredits])).toEqual([
      [workshop.id, 'Workshop', null],
      [course.id, 'Course', 8],
    ])
    const all = v.parse(AdminEventListResponse, (await admin.get(`/api/admin/events?search=${tag}`)).json()).data.events
    expect(all).toHaveLength(3)
  })
})

describe('bad input to Events Management', () => {
  it.each([
    ['no title', { title: '' }, 'title'],
    ['a title of 5,000 characters', { title: 'x'.repeat(5000) }, 'title'],
    ['a title with a line break', { title: 'Evil\r\nEND:VCALENDAR' }, 'title'],
    ['a start that is not a moment', { startsAt: 'next Friday' }, 'startsAt'],
    ['a start without its time zone', { startsAt: '2027-06-10T09:00:00' }, 'startsAt'],
    ['the 31st of June', { startsAt: '2027-06-31T09:00:00-04:00' }, 'startsAt'],
    ['an end before the start', { endsAt: '2027-06-09T09:00:00-04:00' }, 'endsAt'],
    ['an event of two years', { endsAt: '2029-06-11T17:00:00-04:00' }, 'endsAt'],
    ['a time zone that is not one', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['an offset as a time zone', { timeZone: '+05:00' }, 'timeZone'],
    ['a deadline after the event ends', { deadlines: [{ kind: 'abstract', at: '2027-07-01T00:00:00Z' }] }, 'deadlines.0.at'],
    ['the same deadline twice', { deadlines: [{ kind: 'abstract', at: '2027-03-01T00:00:00Z' }, { kind: 'abstract', at: '2027-03-02T00:00:00Z' }] }, 'deadlines'],
    ['a deadline of another kind', { deadlines: [{ kind: 'camera-ready', at: '2027-03-01T00:00:00Z' }] }, 'deadlines.0.kind'],
    ['10,000 deadlines', { deadlines: Array.from({ length: 10_000 }, () => ({ kind: 'abstract', at: '2027-03-01T00:00:00Z' })) }, 'deadlines'],
    ['a link that is not a URL', { link: 'our site' }, 'link'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link'],
    ['credits in thirds', { cmeCredits: 1.3 }, 'cmeCredits'],
    ['negative credits', { cmeCredits: -2 }, 'cmeCredits'],
    ['an unknown subject', { subjectId: 999_999_999 }, 'subjectId'],
    ['an unknown type', { typeId: 999_999_999 }, 'typeId'],
    ['an unknown mode', { modeId: 999_999_999 }, 'modeId'],
    ['an unknown country', { countryId: 999_999_999 }, 'countryId'],
    ['a state of another country', { stateId: 'TEXAS' }, 'stateId'],
    ['no state for a country that has states', { stateId: null }, 'stateId'],
    ['an in-person event with no country', { countryId: null, stateId: null }, 'countryId'],
    ['an online event with a venue', { modeId: 'ONLINE', countryId: null, stateId: null, city: null }, 'venue'],
    ['an online event with a country', { modeId: 'ONLINE' }, 'countryId'],
    ['a status of another kind', { status: 'archived' }, 'status'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, overrides, path) => {
    const swap = { ...overrides } as Record<string, unknown>
    if (swap.stateId === 'TEXAS') swap.stateId = ids.texas
    if (swap.modeId === 'ONLINE') swap.modeId = ids.online
    // Some rows send a title anyone may use (none, or one another file gives its events): an organiser of this
    // test's own marks what it would have written.
    const organiser = unique('Refused Society')
    const sent = form({ organiser, ...swap })
    const res = await admin.post('/api/admin/events', sent)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: expect.arrayContaining([expect.objectContaining({ path })]) })
    expect(await countWith('organiser', organiser)).toBe(0)
  })

  it('refuses an edit that breaks a rule on the event as it would be, changing nothing', async () => {
    const created = await create()
    for (const patch of [{ stateId: ids.texas }, { modeId: ids.online }, { endsAt: '2027-06-01T00:00:00Z' }, { countryId: ids.gibraltar }, { link: 'nope' }]) {
      const res = await admin.patch(`/api/admin/events/${created.id}`, patch)
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
    }
    expect(v.parse(AdminEventResponse, (await admin.get(`/api/admin/events/${created.id}`)).json()).data).toEqual(created)
  })

  it.each(['abc', '-1', '0', '1.5', '99999999999999999999'])('answers the event id %j with a 400', async (id) => {
    expect((await admin.patch(`/api/admin/events/${id}`, { title: 'x' })).statusCode).toBe(400)
    expect((await admin.delete(`/api/admin/events/${id}`)).statusCode).toBe(400)
  })

  it.each([
    ['page -1', 'page=-1'],
    ['page 10^9', 'page=1000000000'],
    ['a search of 5,000 characters', `search=${'x'.repeat(5000)}`],
    ['a kind of list that is not courses', 'kind=conferences'],
  ])('answers the admin list with %s with a 400', async (_name, query) => {
    expect((await admin.get(`/api/admin/events?${query}`)).statusCode).toBe(400)
  })
})
