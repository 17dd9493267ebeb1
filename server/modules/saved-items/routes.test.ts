import ICAL from 'ical.js'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedItemMessages, SavedItemResponse, SavedItemsResponse, type SavedKind } from '../../../contract/saved-items.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createCommunityMember, createPost } from '../../seed/factories/community.ts'
import { createEvent } from '../../seed/factories/events.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { createTemplateFile } from '../../seed/factories/templates.ts'
import { createVacancy } from '../../seed/factories/vacancies.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let subject: string
beforeAll(async () => {
  t = await createTestApp({ captureLog: true })
  subject = (await createSubject(t.db)).slug
})
afterAll(() => t.close())

const listOf = async (api: ApiClient) => {
  const res = await api.get('/api/saved-items')
  expect(res.statusCode).toBe(200)
  return v.parse(SavedItemsResponse, res.json()).data
}
const save = (api: ApiClient, kind: SavedKind, id: string) => api.post('/api/saved-items', { kind, id })
const savedCount = async (userId: string) =>
  Number((await t.db.selectFrom('saved_items').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n)

/** One item of each kind, as a member finds them in the directories. */
async function oneOfEach() {
  const vacancy = await createVacancy(t.db, { title: 'Cardiology Fellow', employer: 'Toronto General Hospital', city: 'Toronto' })
  const event = await createEvent(t.db, {
    title: 'Toronto Heart Rhythm Conference',
    subject,
    startsAt: new Date('2027-05-12T13:00:00Z'),
    endsAt: new Date('2027-05-13T21:00:00Z'),
    timeZone: 'America/Toronto',
  })
  const journal = await createJournal(t.db, { title: 'Journal of Saved Cardiology' })
  const expert = await createExpert(t.db, { name: 'Dr. Saved Expert' })
  const author = await createCommunityMember(t.db, { name: 'Post Author' })
  const post = await createPost(t.db, author.id, { title: 'Who has tried saved staining?', text: 'A question about staining protocols.' })
  const template = await createTemplateFile(t.db, t.storage, { kind: 'case-report', name: 'Saved Case Report' })
  return { vacancy, event, journal, expert, post, template }
}

describe('saved items', () => {
  it('are for signed-in members only: a visitor gets 401 from every call and nothing is kept', async () => {
    const { vacancy } = await oneOfEach()
    expect((await t.guest.get('/api/saved-items')).statusCode).toBe(401)
    expect((await save(t.guest, 'vacancy', vacancy.slug)).statusCode).toBe(401)
    expect((await t.guest.delete(`/api/saved-items/vacancy/${vacancy.slug}`)).statusCode).toBe(401)
    expect((await t.guest.post('/api/saved-items/calendar-url')).statusCode).toBe(401)
    expect(await t.db.selectFrom('saved_items').select('id').where('vacancy_id', '=', vacancy.id).execute()).toEqual([])
  })

  it('saves one of each kind, lists them newest first as they are now, and saving again changes nothing', async () => {
    const member = await t.signIn()
    const items = await oneOfEach()
    const keys: [SavedKind, string][] = [
      ['vacancy', items.vacancy.slug],
      ['event', items.event.slug],
      ['journal', items.journal.slug],
      ['expert', items.expert.id],
      ['post', items.post],
      ['template', items.template.id],
    ]
    for (const [kind, id] of keys) {
      const res = await save(member.api, kind, id)
      expect(res.statusCode).toBe(201)
      expect(v.parse(SavedItemResponse, res.json()).data).toMatchObject({ kind, id, available: true })
    }
    const again = await save(member.api, 'vacancy', items.vacancy.slug)
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toBe('Already saved.')
    expect(await savedCount(member.id)).toBe(6)

    const list = await listOf(member.api)
    expect(list.items.map((item) => item.kind)).toEqual(['template', 'post', 'expert', 'journal', 'event', 'vacancy'])
    const byKind = Object.fromEntries(list.items.map((item) => [item.kind, item]))
    expect(byKind.vacancy).toMatchObject({
      title: 'Cardiology Fellow',
      subtitle: 'Toronto General Hospital',
      detail: 'Toronto, Canada',
      path: `/vacancy/${items.vacancy.slug}`,
      link: items.vacancy.link,
      closesAt: items.vacancy.closesAt.toISOString(),
    })
    // The event's times are in its own zone, with the offset, as its page shows them.
    expect(byKind.event).toMatchObject({ path: `/event/${items.event.slug}`, startsAt: '2027-05-12T09:00:00-04:00', endsAt: '2027-05-13T17:00:00-04:00', timeZone: 'America/Toronto' })
    expect(byKind.journal).toMatchObject({ title: 'Journal of Saved Cardiology', subtitle: 'Elsevier', path: '/journal-finder?search=Journal+of+Saved+Cardiology' })
    expect(byKind.expert).toMatchObject({ title: 'Dr. Saved Expert', path: '/expert-result?search=Dr.+Saved+Expert' })
    expect(byKind.post).toMatchObject({ subtitle: 'Post Author', detail: 'A question about staining protocols.' })
    expect(byKind.template).toMatchObject({ title: 'Saved Case Report', subtitle: 'Case Report · LaTeX', path: '/templates', link: `/api/serve-file/${items.template.storedPath}` })
    expect(list.calendarUrl).toMatch(/^webcal:\/\/[^/]+\/api\/saved-events\.ics\?token=[A-Za-z0-9_-]{43}$/)
  })

  it('refuses what is no item, or none that may be saved, with a clear message and nothing kept', async () => {
    const member = await t.signIn()
    const draft = await createVacancy(t.db, { status: 'draft' })
    const author = await createCommunityMember(t.db)
    const hidden = await createPost(t.db, author.id)
    await t.db.updateTable('community_posts').set({ hidden_at: new Date() }).where('id', '=', hidden).execute()
    const unlisted = await createExpert(t.db, { listed: false })
    for (const [kind, id] of [
      ['vacancy', draft.slug],
      ['post', hidden],
      ['expert', unlisted.id],
      ['journal', 'no-such-journal'],
      ['template', crypto.randomUUID()],
    ] as [SavedKind, string][]) {
      const res = await save(member.api, kind, id)
      expect(res.statusCode, `${kind} ${id}`).toBe(404)
      expect(res.json().message).toBe(savedItemMessages.notFound)
    }
    for (const body of [{ kind: 'vacancies', id: draft.slug }, { kind: 'expert', id: draft.slug }, { kind: 'vacancy', id: 'Not A Slug' }, { kind: 'post', id: "1' OR '1'='1" }, { kind: 'vacancy' }, { kind: 'vacancy', id: 'x'.repeat(121) }, []]) {
      const res = await member.api.post('/api/saved-items', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues?.[0]?.message ?? res.json().message).toBeTruthy()
    }
    expect((await member.api.post('/api/saved-items', { kind: 'vacancy', id: draft.slug, note: 'x'.repeat(2_000_000) })).statusCode).toBe(413)
    expect(await savedCount(member.id)).toBe(0)
  })

  it('shows what became of an item: a vacancy taken down or closed stays saved and says so; a deleted one goes', async () => {
    const member = await t.signIn()
    const takenDown = await createVacancy(t.db)
    const closed = await createVacancy(t.db)
    const deleted = await createVacancy(t.db)
    for (const vacancy of [takenDown, closed, deleted]) expect((await save(member.api, 'vacancy', vacancy.slug)).statusCode).toBe(201)
    await t.db.updateTable('vacancies').set({ status: 'draft' }).where('id', '=', takenDown.id).execute()
    await t.db.updateTable('vacancies').set({ status: 'closed' }).where('id', '=', closed.id).execute()
    await t.db.deleteFrom('vacancies').where('id', '=', deleted.id).execute()
    const items = (await listOf(member.api)).items
    expect(items.map((item) => item.id)).toEqual([closed.slug, takenDown.slug])
    expect(items.find((item) => item.id === takenDown.slug)!.available).toBe(false)
    // Closed before its closing date: the closing moment is when it closed.
    expect(Date.parse(items.find((item) => item.id === closed.slug)!.closesAt!)).toBeLessThanOrEqual(Date.now())
    // A vacancy taken down can still be removed.
    expect((await member.api.delete(`/api/saved-items/vacancy/${takenDown.slug}`)).statusCode).toBe(200)
  })

  it('touches only the member’s own: another member neither sees nor removes them', async () => {
    const owner = await t.signIn()
    const other = await t.signIn()
    const { journal } = await oneOfEach()
    await save(owner.api, 'journal', journal.slug)
    expect((await listOf(other.api)).items).toEqual([])
    const removed = await other.api.delete(`/api/saved-items/journal/${journal.slug}`)
    expect(removed.statusCode).toBe(404)
    expect((await listOf(owner.api)).items.map((item) => item.id)).toEqual([journal.slug])
    expect((await owner.api.delete(`/api/saved-items/journal/${journal.slug}`)).statusCode).toBe(200)
    expect((await owner.api.delete(`/api/saved-items/journal/${journal.slug}`)).statusCode).toBe(404)
    expect((await owner.api.delete('/api/saved-items/journal/Not%20A%20Slug')).statusCode).toBe(400)
    expect((await listOf(owner.api)).items).toEqual([])
  })
})

describe('GET /api/saved-events.ics', () => {
  /** Each VEVENT's properties by name, folded lines joined back. */
  const entries = (body: string) =>
    body
      .replace(/\r\n[ \t]/g, '')
      .split('\r\nBEGIN:VEVENT\r\n')
      .slice(1)
      .map((block) => Object.fromEntries(block.split('\r\nEND:VEVENT')[0]!.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)])))
  const feedPath = (calendarUrl: string) => calendarUrl.replace(/^webcal:\/\/[^/]+/, '')

  it('is the member’s saved events as one calendar, each at its local time under its zone, by a secret address that can be renewed', async () => {
    const member = await t.signIn()
    const { event } = await oneOfEach()
    const other = await createEvent(t.db, { title: 'Not Saved Symposium', subject })
    const draft = await createEvent(t.db, { title: 'Draft Saved Workshop', subject, status: 'draft' })
    await save(member.api, 'event', event.slug)
    await t.db.insertInto('saved_items').values({ user_id: member.id, kind: 'event', event_id: draft.id }).execute()
    const { calendarUrl } = await listOf(member.api)

    const res = await t.guest.get(feedPath(calendarUrl))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Toronto')
    // The saved event, and its deadlines as entries of their own, as the event's own calendar file has them.
    const [entry, ...deadlines] = entries(res.body)
    expect(entry).toMatchObject({ SUMMARY: 'Toronto Heart Rhythm Conference', 'DTSTART;TZID=America/Toronto': '20270512T090000', 'DTEND;TZID=America/Toronto': '20270513T170000' })
    expect(deadlines.length).toBeGreaterThan(0)
    for (const deadline of deadlines) expect(deadline.SUMMARY).toMatch(/deadline.*: Toronto Heart Rhythm Conference$/)
    expect(res.body).not.toContain(other.title)
    expect(res.body).not.toContain('Draft Saved Workshop')
    // Read as a calendar app reads it: the event's start is 09:00 Toronto time, 13:00 UTC, in summer time.
    const calendar = new ICAL.Component(ICAL.parse(res.body))
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    const main = events.find((e) => e.summary === 'Toronto Heart Rhythm Conference')!
    expect(main.startDate.toJSDate().toISOString()).toBe('2027-05-12T13:00:00.000Z')
    expect(main.endDate.toJSDate().toISOString()).toBe('2027-05-13T21:00:00.000Z')
    expect(main.startDate.zone.tzid).toBe('America/Toronto')
    expect(events.every((e) => e.summary.endsWith('Toronto Heart Rhythm Conference'))).toBe(true)
    // The address is the same every time it is asked for, until it is renewed.
    expect((await listOf(member.api)).calendarUrl).toBe(calendarUrl)
    // The token is never written to the log.
    const token = new URL(calendarUrl.replace(/^webcal:/, 'http:')).searchParams.get('token')!
    expect(t.logLines.join('\n')).not.toContain(token)

    const renewed = await member.api.post('/api/saved-items/calendar-url')
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().data.calendarUrl as string
    expect(fresh).not.toBe(calendarUrl)
    expect((await t.guest.get(feedPath(calendarUrl))).statusCode).toBe(404)
    expect((await t.guest.get(feedPath(fresh))).statusCode).toBe(200)
  })

  it('answers an unknown token 404 and a malformed one 400, never another member’s calendar', async () => {
    expect((await t.guest.get(`/api/saved-events.ics?token=${'A'.repeat(43)}`)).statusCode).toBe(404)
    for (const query of ['', '?token=', '?token=short', `?token=${'A'.repeat(44)}`, `?token=${encodeURIComponent("' OR 1=1 --")}`, `?token=${'A'.repeat(42)}%00`]) {
      expect((await t.guest.get(`/api/saved-events.ics${query}`)).statusCode, query).toBe(400)
    }
  })
})
