import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminLookupsResponse } from '../../../contract/admin.ts'
import { CategoryListResponse, CategoryValueResponse, MergeResponse, type CategoryValue } from '../../../contract/categories.ts'
import { VacancyListResponse } from '../../../contract/vacancies.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'
import { createEvent } from '../../seed/factories/events.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { unique } from '../../seed/factories/unique.ts'
import { createVacancy } from '../../seed/factories/vacancies.ts'
import { createUser } from '../../seed/factories/accounts.ts'

const DAY = 86_400_000

let t: Awaited<ReturnType<typeof createTestApp>>
let editor: ApiClient
let ids: Record<'mdMs' | 'canada' | 'ontario' | 'physician', number>
beforeAll(async () => {
  // Moves renumber a whole list, which other files read in order: this file keeps a database of its own.
  t = await createTestApp({ ownDatabase: true })
  // The editor role holds categories.edit: the staff role the screen is for, not only admin.
  editor = (await t.signIn({ role: 'editor' })).api
  ids = await lookupIds(t.db, { mdMs: 'qualifications/md-ms', canada: 'countries/canada', ontario: 'states/canada/ontario', physician: 'professions/physician' })
})
afterAll(() => t.close())

const list = async (name: string) => {
  const res = await editor.get(`/api/admin/categories/${name}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(CategoryListResponse, res.json()).data
}
const valueIn = async (name: string, id: number) => (await list(name)).find((value) => value.id === id)
const create = async (name: string, body: object) => {
  const res = await editor.post(`/api/admin/categories/${name}`, body)
  expect(res.statusCode, res.body).toBe(201)
  return v.parse(CategoryValueResponse, res.json()).data
}
const patch = async (name: string, id: number, body: object) => {
  const res = await editor.patch(`/api/admin/categories/${name}/${id}`, body)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(CategoryValueResponse, res.json()).data
}
const subjectRow = (id: number) => t.db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst()
const auditOf = (id: number, list = 'subjects') =>
  t.db.selectFrom('audit_log').selectAll().where('record_type', '=', `category:${list}`).where('record_id', '=', String(id)).orderBy('id').execute()

/** A vacancy form an editor with the catalogue permission sends. */
const vacancyForm = (subjectIds: number[]) => ({
  title: `Staff Nurse ${unique('ward')}`,
  employer: 'Toronto Western Hospital',
  subjectIds,
  qualificationId: ids.mdMs,
  countryId: ids.canada,
  stateId: ids.ontario,
  contract: 'permanent',
  closesAt: new Date(Date.now() + 14 * DAY).toISOString(),
  link: 'https://careers.example.org/twh/1',
})

describe('who may manage the lists', () => {
  it('is staff with categories.edit, for every call, and nothing changes for anyone else', async () => {
    const subject = await createSubject(t.db)
    const other = await createSubject(t.db)
    const title = unique('Intruder subject')
    await expectAdminOnly(
      t,
      [
        ['GET', '/api/admin/categories/subjects'],
        ['POST', '/api/admin/categories/subjects'],
        ['PATCH', `/api/admin/categories/subjects/${subject.id}`],
        ['DELETE', `/api/admin/categories/subjects/${subject.id}`],
        ['POST', `/api/admin/categories/subjects/${subject.id}/merge`],
      ],
      { title, into: other.id },
      { permission: 'categories.edit' },
    )
    expect(await t.db.selectFrom('subjects').select('id').where('title', '=', title).execute()).toEqual([])
    expect(await subjectRow(subject.id)).toMatchObject({ title: subject.title, retired_at: null, merged_into_id: null })
  })
})

describe('Category Management', () => {
  it('adds a value last with a slug from its title, renames it with the slug kept, moves it, retires and restores it, each audited', async () => {
    const title = unique('Tropical Nursing')
    const added = await create('subjects', { title })
    const subjects = await list('subjects')
    expect(subjects.at(-1)).toMatchObject({ id: added.id, title, slug: title.toLowerCase().replace(' ', '-'), retired: false, usage: { members: 0, vacancies: 0 } })

    const renamed = await patch('subjects', added.id, { title: `${title} Care` })
    expect(renamed).toMatchObject({ title: `${title} Care`, slug: added.slug })

    await patch('subjects', added.id, { position: 0 })
    expect((await list('subjects'))[0]!.id).toBe(added.id)
    await patch('subjects', added.id, { position: 1 })
    expect((await list('subjects'))[1]!.id).toBe(added.id)
    // Past the end is last.
    await patch('subjects', added.id, { position: 99_999 })
    expect((await list('subjects')).at(-1)!.id).toBe(added.id)

    expect(await patch('subjects', added.id, { retired: true })).toMatchObject({ retired: true })
    expect(await patch('subjects', added.id, { retired: false })).toMatchObject({ retired: false })

    const entries = await auditOf(added.id)
    expect(entries.map((e) => e.action)).toEqual(['create', 'rename', 'move', 'move', 'move', 'retire', 'restore'])
    expect(entries[1]).toMatchObject({ area: 'categories', before: expect.objectContaining({ title }), after: expect.objectContaining({ title: `${title} Care` }) })
  })

  it('serves every list, and keeps a slug unique: the next free one from a title, a field message for a taken one', async () => {
    for (const name of ['subjects', 'qualifications', 'professions', 'event-types', 'event-modes', 'publishers', 'indexes']) expect(await list(name)).toBeInstanceOf(Array)
    expect((await list('indexes')).map((index) => index.slug)).toContain('scopus')
    const title = unique('Health Policy')
    const first = await create('professions', { title })
    const second = await create('professions', { title: `${title}!` })
    expect(second.slug).toBe(`${first.slug}-2`)
    const taken = await editor.post('/api/admin/categories/professions', { title: unique('Other'), slug: first.slug })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().issues).toEqual([{ path: 'slug', message: 'Another value has this slug; choose another' }])
    const sameTitle = await editor.post('/api/admin/categories/professions', { title: title.toUpperCase() })
    expect(sameTitle.statusCode).toBe(400)
    expect(sameTitle.json().issues[0].path).toBe('title')
  })

  it('counts what uses each value, refuses to delete a used one with the count, and deletes an unused one', async () => {
    const subject = await createSubject(t.db)
    await createUser(t.db, { subjectIds: [subject.id] })
    await createUser(t.db, { subjectIds: [subject.id] })
    await createExpert(t.db, { subjectIds: [subject.id] })
    await createVacancy(t.db, { subjects: [subject.slug] })
    await createEvent(t.db, { subject: subject.slug })
    await createJournal(t.db, { subjects: [subject.slug] })
    expect((await valueIn('subjects', subject.id))!.usage).toEqual({ members: 2, experts: 1, vacancies: 1, events: 1, journals: 1 })

    const refused = await editor.delete(`/api/admin/categories/subjects/${subject.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'in_use', message: expect.stringContaining('used by 6 records (2 members, 1 expert, 1 vacancy, 1 event and 1 journal)') })
    expect(await subjectRow(subject.id)).toBeDefined()

    const unused = await createSubject(t.db)
    expect((await editor.delete(`/api/admin/categories/subjects/${unused.id}`)).statusCode).toBe(200)
    expect(await subjectRow(unused.id)).toBeUndefined()
    expect((await auditOf(unused.id)).map((e) => e.action)).toEqual(['delete'])
  })

  it('keeps the event modes that carry rules: renamed, never retired, merged or deleted, and nothing merges into online', async () => {
    const modes = await list('event-modes')
    const online = modes.find((m) => m.slug === 'online')!
    const inPerson = modes.find((m) => m.slug === 'in-person')!
    expect(online.fixed).toBe(true)
    for (const [method, url, body] of [
      ['patch', `/api/admin/categories/event-modes/${online.id}`, { retired: true }],
      ['delete', `/api/admin/categories/event-modes/${online.id}`, {}],
      ['post', `/api/admin/categories/event-modes/${online.id}/merge`, { into: inPerson.id }],
    ] as const) {
      const res = await editor[method](url, body)
      expect(res.statusCode, url).toBe(409)
      expect(res.json().code).toBe('fixed')
    }
    const blended = await create('event-modes', { title: unique('Blended') })
    const intoOnline = await editor.post(`/api/admin/categories/event-modes/${blended.id}/merge`, { into: online.id })
    expect(intoOnline.statusCode).toBe(400)
    expect(intoOnline.json().issues[0].path).toBe('into')
    expect((await valueIn('event-modes', online.id))!.retired).toBe(false)
  })
})

describe('retired values', () => {
  it('are not offered for new records and are refused on them, while a record that has one keeps it', async () => {
    const retired = await createSubject(t.db)
    const vacancy = await createVacancy(t.db, { subjects: [retired.slug] })
    await patch('subjects', retired.id, { retired: true })

    const offered = v.parse(v.object({ data: v.array(v.object({ id: v.number() })) }), (await t.guest.get('/api/user/subjects')).json()).data
    expect(offered.map((s) => s.id)).not.toContain(retired.id)
    const lookups = v.parse(AdminLookupsResponse, (await editor.get('/api/admin/lookups')).json()).data
    expect(lookups.subjects.find((s) => s.id === retired.id)).toMatchObject({ retired: true })

    const refused = await editor.post('/api/admin/vacancies', vacancyForm([retired.id]))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().issues).toEqual([{ path: 'subjectIds', message: 'Choose subjects from the list' }])

    // The vacancy that has it keeps it through an edit of something else, and may not gain another retired value.
    const kept = await editor.patch(`/api/admin/vacancies/${vacancy.id}`, { city: 'Kingston' })
    expect(kept.statusCode, kept.body).toBe(200)
    const another = await createSubject(t.db)
    await patch('subjects', another.id, { retired: true })
    expect((await editor.patch(`/api/admin/vacancies/${vacancy.id}`, { subjectIds: [retired.id, another.id] })).statusCode).toBe(400)

    const signUp = await t.guest.post('/api/register', {
      name: 'New Member',
      email: `${unique('member')}@example.org`,
      password: 'a long enough passphrase',
      qualificationId: ids.mdMs,
      professionId: ids.physician,
      subjectIds: [retired.id],
    })
    expect(signUp.statusCode).toBe(400)
    expect(signUp.json().issues).toEqual([{ path: 'subjectIds', message: 'Choose subjects from the list' }])

    const holder = await t.signIn({ subjectIds: [retired.id], qualificationId: ids.mdMs, professionId: ids.physician })
    // The holder's own profile form is offered the retired value it has; nobody else's is.
    const offeredTo = async (api: ApiClient) => v.parse(v.object({ data: v.array(v.object({ id: v.number() })) }), (await api.get('/api/user/subjects')).json()).data.map((s) => s.id)
    expect(await offeredTo(holder.api)).toContain(retired.id)
    const profile = { name: 'Holder', qualificationId: ids.mdMs, professionId: ids.physician, subjectIds: [retired.id], bio: '' }
    expect((await holder.api.post('/api/user/update-profile', profile)).statusCode).toBe(200)
    const newcomer = await t.signIn({ qualificationId: ids.mdMs, professionId: ids.physician })
    expect(await offeredTo(newcomer.api)).not.toContain(retired.id)
    expect((await newcomer.api.post('/api/user/update-profile', profile)).statusCode).toBe(400)
  })
})

describe('merge', () => {
  it("moves every record from 'nursing' to 'Nursing' in one go, retires it, and a filter by either finds them", async () => {
    const survivor = await createSubject(t.db, { title: `Nursing ${unique('n')}` })
    const duplicate = await createSubject(t.db, { title: survivor.title.toLowerCase() })
    const both = await createUser(t.db, { subjectIds: [survivor.id, duplicate.id] })
    const member = await createUser(t.db, { subjectIds: [duplicate.id] })
    const expert = await createExpert(t.db, { subjectIds: [duplicate.id] })
    const vacancy = await createVacancy(t.db, { subjects: [duplicate.slug, 'cardiology'] })
    const event = await createEvent(t.db, { subject: duplicate.slug })
    const journal = await createJournal(t.db, { subjects: [duplicate.slug, survivor.slug] })
    const filtered = async (slug: string) =>
      v.parse(VacancyListResponse, (await t.guest.get(`/api/vacancies?subjects=${slug}`)).json()).data.vacancies.map((found) => found.slug)
    expect(await filtered(survivor.slug)).not.toContain(vacancy.slug)

    const res = await editor.post(`/api/admin/categories/subjects/${duplicate.id}/merge`, { into: survivor.id })
    expect(res.statusCode, res.body).toBe(200)
    const { from, into } = v.parse(MergeResponse, res.json()).data
    expect(from).toMatchObject({ retired: true, mergedInto: { id: survivor.id, title: survivor.title }, usage: { members: 0, experts: 0, vacancies: 0, events: 0, journals: 0 } })
    expect(into.usage).toEqual({ members: 2, experts: 1, vacancies: 1, events: 1, journals: 1 })

    const subjectsOf = async (userId: string) => (await t.db.selectFrom('user_subjects').select('subject_id').where('user_id', '=', userId).execute()).map((r) => r.subject_id)
    expect(await subjectsOf(both.id)).toEqual([survivor.id])
    expect(await subjectsOf(member.id)).toEqual([survivor.id])
    expect(await subjectsOf(expert.id)).toEqual([survivor.id])
    const vacancyRow = await t.db.selectFrom('vacancies').select(['subject_text']).where('slug', '=', vacancy.slug).executeTakeFirstOrThrow()
    expect(vacancyRow.subject_text).toContain(survivor.title)
    expect(await t.db.selectFrom('events').select(['subject_id', 'subject_text']).where('slug', '=', event.slug).executeTakeFirstOrThrow()).toEqual({
      subject_id: survivor.id,
      subject_text: survivor.title,
    })
    expect(await t.db.selectFrom('journal_subjects').select('subject_id').where('journal_id', '=', journal.id).execute()).toEqual([{ subject_id: survivor.id }])

    expect(await filtered(survivor.slug)).toContain(vacancy.slug)
    // A saved address naming the merged value follows it.
    expect(await filtered(duplicate.slug)).toContain(vacancy.slug)

    const [entry] = (await auditOf(duplicate.id)).filter((e) => e.action === 'merge')
    expect(entry).toMatchObject({ before: { from: expect.objectContaining({ usage: expect.objectContaining({ members: 2 }) }) }, after: { into: expect.objectContaining({ id: survivor.id }) } })

    const again = await editor.post(`/api/admin/categories/subjects/${duplicate.id}/merge`, { into: survivor.id })
    expect(again.statusCode).toBe(409)
  })

  it('merges qualifications, professions, publishers and indexes by the same rule', async () => {
    const a = await create('qualifications', { title: unique('Diploma in Nursing') })
    const b = await create('qualifications', { title: unique('Nursing Diploma') })
    const user = await createUser(t.db, { qualificationId: a.id })
    await patch('qualifications', a.id, { retired: true })
    await editor.post(`/api/admin/categories/qualifications/${a.id}/merge`, { into: b.id })
    expect((await t.db.selectFrom('users').select('qualification_id').where('id', '=', user.id).executeTakeFirstOrThrow()).qualification_id).toBe(b.id)

    const journal = await createJournal(t.db, { publisher: unique('Small Press') })
    const [publisher] = (await list('publishers')).filter((p) => p.usage.journals === 1 && p.title === journal.publisher)
    const big = await create('publishers', { title: unique('Big Press') })
    expect((await editor.post(`/api/admin/categories/publishers/${publisher!.id}/merge`, { into: big.id })).statusCode).toBe(200)
    expect((await t.db.selectFrom('journals').select('publisher_id').where('id', '=', journal.id).executeTakeFirstOrThrow()).publisher_id).toBe(big.id)
  })

  it('refuses a merge into itself, into nothing or into a retired value, and writes nothing', async () => {
    const from = await createSubject(t.db)
    const user = await createUser(t.db, { subjectIds: [from.id] })
    const retired = await createSubject(t.db)
    await patch('subjects', retired.id, { retired: true })
    for (const into of [from.id, 2 ** 31 - 1, retired.id]) {
      const res = await editor.post(`/api/admin/categories/subjects/${from.id}/merge`, { into })
      expect(res.statusCode, String(into)).toBe(400)
      expect(res.json().issues[0].path).toBe('into')
    }
    expect(await subjectRow(from.id)).toMatchObject({ retired_at: null, merged_into_id: null })
    expect((await t.db.selectFrom('user_subjects').select('subject_id').where('user_id', '=', user.id).execute()).map((r) => r.subject_id)).toEqual([from.id])
    expect((await editor.post('/api/admin/categories/subjects/999999999/merge', { into: from.id })).statusCode).toBe(404)
  })

  it('allows a staff member 30 merges in 15 minutes', async () => {
    const merger = (await t.signIn({ role: 'editor' })).api
    const into = await create('event-types', { title: unique('Seminar') })
    for (let n = 0; n < 30; n++) {
      const from = await create('event-types', { title: unique('Seminar copy') })
      expect((await merger.post(`/api/admin/categories/event-types/${from.id}/merge`, { into: into.id })).statusCode).toBe(200)
    }
    const last = await create('event-types', { title: unique('Seminar copy') })
    const refused = await merger.post(`/api/admin/categories/event-types/${last.id}/merge`, { into: into.id })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await valueIn('event-types', last.id))!.retired).toBe(false)
  })
})

describe('bad input', () => {
  it('answers malformed, hostile or oversized input with 4xx and writes nothing', async () => {
    const subject = await createSubject(t.db)
    const before = (await list('subjects')).map((s: CategoryValue) => [s.id, s.title, s.slug])
    const cases: [string, 'post' | 'patch' | 'get' | 'delete', string, object | undefined][] = [
      ['a slug with ../', 'post', '/api/admin/categories/subjects', { title: 'Escape', slug: '../etc/passwd' }],
      ['a slug with capitals', 'post', '/api/admin/categories/subjects', { title: 'Caps', slug: 'Nursing' }],
      ['no title', 'post', '/api/admin/categories/subjects', { title: '   ' }],
      ['a title of 10,000 characters', 'post', '/api/admin/categories/subjects', { title: 'x'.repeat(10_000) }],
      ['a control character', 'post', '/api/admin/categories/subjects', { title: 'Bad\u0000title' }],
      ['an unknown list', 'get', '/api/admin/categories/..%2Fusers', undefined],
      ['an unknown list to write', 'post', '/api/admin/categories/countries', { title: 'Atlantis' }],
      ['a malformed id', 'patch', '/api/admin/categories/subjects/1%20OR%201=1', { title: 'x' }],
      ['10,000 places in a reorder', 'patch', `/api/admin/categories/subjects/${subject.id}`, { position: Array.from({ length: 10_000 }, (_, n) => n) }],
      ['a negative place', 'patch', `/api/admin/categories/subjects/${subject.id}`, { position: -1 }],
      ['a fractional place', 'patch', `/api/admin/categories/subjects/${subject.id}`, { position: 1.5 }],
      ['a new slug', 'patch', `/api/admin/categories/subjects/${subject.id}`, { slug: 'renamed' }],
      ['retired as text', 'patch', `/api/admin/categories/subjects/${subject.id}`, { retired: 'yes' }],
      ['into as text', 'post', `/api/admin/categories/subjects/${subject.id}/merge`, { into: '1; DROP TABLE subjects' }],
      ['10,000 values to merge into', 'post', `/api/admin/categories/subjects/${subject.id}/merge`, { into: Array.from({ length: 10_000 }, (_, n) => n + 1) }],
    ]
    for (const [what, method, url, body] of cases) {
      const res = await editor[method](url, body)
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, what).toBeLessThan(500)
    }
    const tooBig = await editor.post('/api/admin/categories/subjects', { title: 'Big', slug: 'big', pad: 'x'.repeat(2 * 1024 * 1024) })
    expect(tooBig.statusCode).toBe(413)
    expect((await list('subjects')).map((s) => [s.id, s.title, s.slug])).toEqual(before)
  })
})
