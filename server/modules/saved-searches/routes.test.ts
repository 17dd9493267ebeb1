import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAVED_SEARCHES_MAX, savedSearchMessages, SavedSearchesResponse, SavedSearchResponse } from '../../../contract/saved-searches.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createSubject } from '../../seed/factories/reference.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const listOf = async (api: ApiClient) => {
  const res = await api.get('/api/saved-searches')
  expect(res.statusCode).toBe(200)
  return v.parse(SavedSearchesResponse, res.json()).data
}
const countOf = async (userId: string) => (await t.db.selectFrom('saved_searches').select('id').where('user_id', '=', userId).execute()).length

describe('saved searches', () => {
  it('are for signed-in members only: a visitor gets 401 from every call', async () => {
    const id = crypto.randomUUID()
    expect((await t.guest.get('/api/saved-searches')).statusCode).toBe(401)
    expect((await t.guest.post('/api/saved-searches', { name: 'Mine', area: 'vacancies', filters: {} })).statusCode).toBe(401)
    expect((await t.guest.patch(`/api/saved-searches/${id}`, { name: 'Mine' })).statusCode).toBe(401)
    expect((await t.guest.delete(`/api/saved-searches/${id}`)).statusCode).toBe(401)
  })

  it('keeps a directory’s filters and words under a name, newest first; renames, changes the alert, deletes', async () => {
    const member = await t.signIn()
    const subject = await createSubject(t.db)
    const first = await member.api.post('/api/saved-searches', { name: '  Cardiology posts in Canada ', area: 'vacancies', filters: { search: 'fellow', country: 'canada', subjects: `${subject.slug}` }, alert: 'daily' })
    expect(first.statusCode, first.body).toBe(201)
    const saved = v.parse(SavedSearchResponse, first.json()).data
    // As the list takes them: the subjects as a list.
    expect(saved).toMatchObject({ name: 'Cardiology posts in Canada', area: 'vacancies', filters: { search: 'fellow', country: 'canada', subjects: [subject.slug] }, dropped: [], alert: 'daily' })
    const second = v.parse(SavedSearchResponse, (await member.api.post('/api/saved-searches', { name: 'Journals', area: 'journals', filters: { openAccess: 'true' } })).json()).data
    expect(second.alert).toBe('never')
    expect((await listOf(member.api)).map((s) => s.name)).toEqual(['Journals', 'Cardiology posts in Canada'])

    const renamed = await member.api.patch(`/api/saved-searches/${saved.id}`, { name: 'Canada', alert: 'weekly' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().data).toMatchObject({ id: saved.id, name: 'Canada', alert: 'weekly', filters: saved.filters })
    expect((await member.api.delete(`/api/saved-searches/${second.id}`)).statusCode).toBe(200)
    expect((await listOf(member.api)).map((s) => s.name)).toEqual(['Canada'])
  })

  it('refuses what no directory takes, with the field named, and keeps nothing', async () => {
    const member = await t.signIn()
    for (const [body, path] of [
      [{ name: '', area: 'vacancies' }, 'name'],
      [{ name: 'x'.repeat(81), area: 'vacancies' }, 'name'],
      [{ name: 'Mine', area: 'courses' }, 'area'],
      [{ name: 'Mine', area: 'vacancies', filters: { page: 2 } }, 'filters.page'],
      [{ name: 'Mine', area: 'vacancies', filters: { colour: 'red' } }, 'filters.colour'],
      [{ name: 'Mine', area: 'vacancies', filters: { country: '<script>' } }, 'filters.country'],
      [{ name: 'Mine', area: 'journals', filters: {}, alert: 'daily' }, 'alert'],
      [{ name: 'Mine', area: 'experts', filters: {}, alert: 'instant' }, 'alert'],
      [{ name: 'Mine', area: 'events', filters: {}, alert: 'hourly' }, 'alert'],
    ] as const) {
      const res = await member.api.post('/api/saved-searches', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues.map((issue: { path: string }) => issue.path), JSON.stringify(body)).toContain(path)
    }
    expect((await member.api.post('/api/saved-searches', { name: 'Mine', area: 'vacancies', filters: { search: 'x'.repeat(2_000_000) } })).statusCode).toBe(413)
    expect(await countOf(member.id)).toBe(0)
  })

  it('touches only the member’s own, and gives no alert to a directory without new items', async () => {
    const owner = await t.signIn()
    const other = await t.signIn()
    const saved = (await owner.api.post('/api/saved-searches', { name: 'Experts', area: 'experts', filters: { search: 'statistics' } })).json().data
    expect(await listOf(other.api)).toEqual([])
    expect((await other.api.patch(`/api/saved-searches/${saved.id}`, { name: 'Taken' })).statusCode).toBe(404)
    expect((await other.api.delete(`/api/saved-searches/${saved.id}`)).statusCode).toBe(404)
    expect((await owner.api.patch(`/api/saved-searches/${saved.id}`, { alert: 'daily' })).statusCode).toBe(400)
    expect((await owner.api.patch(`/api/saved-searches/${saved.id}`, {})).statusCode).toBe(400)
    expect((await owner.api.patch('/api/saved-searches/not-an-id', { name: 'x' })).statusCode).toBe(400)
    expect(await listOf(owner.api)).toMatchObject([{ name: 'Experts', alert: 'never' }])
  })

  it('opens a search whose filters no longer exist without them, and says what was dropped', async () => {
    const member = await t.signIn()
    const kept = await createSubject(t.db)
    const retired = await createSubject(t.db)
    const saved = (
      await member.api.post('/api/saved-searches', { name: 'Old subjects', area: 'vacancies', filters: { subjects: [kept.slug, retired.slug], country: 'canada', state: 'ontario' } })
    ).json().data
    await t.db.updateTable('subjects').set({ retired_at: new Date() }).where('slug', '=', retired.slug).execute()
    const events = (await member.api.post('/api/saved-searches', { name: 'Nowhere', area: 'events', filters: { country: 'atlantis', state: 'ontario', subjects: [retired.slug] } })).json().data

    const [nowhere, old] = await listOf(member.api)
    expect(old).toMatchObject({ id: saved.id, filters: { subjects: [kept.slug], country: 'canada', state: 'ontario' }, dropped: [{ filter: 'subjects', value: retired.slug }] })
    expect(nowhere).toMatchObject({ id: events.id, filters: {} })
    expect(nowhere!.dropped).toEqual(
      expect.arrayContaining([
        { filter: 'country', value: 'atlantis' },
        { filter: 'subjects', value: retired.slug },
        { filter: 'state', value: 'ontario' },
      ]),
    )
  })

  it('keeps an events search with the one subject events once took as a list of subjects, from an older app or saved before', async () => {
    const member = await t.signIn()
    const subject = await createSubject(t.db)
    const sent = (await member.api.post('/api/saved-searches', { name: 'Older app', area: 'events', filters: { subject: subject.slug, mode: 'online' } })).json().data
    expect(sent).toMatchObject({ filters: { subjects: [subject.slug], mode: 'online' } })
    expect(sent.filters).not.toHaveProperty('subject')

    // Saved before events took several subjects: migration 039 moves it into the list.
    const before = await t.db
      .insertInto('saved_searches')
      .values({ user_id: member.id, name: 'Saved before', area: 'events', filters: JSON.stringify({ subject: subject.slug, type: 'conference' }) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await sql.raw(await readFile(new URL('../../db/migrations/039_event_searches_subjects.sql', import.meta.url), 'utf8')).execute(t.db)
    const opened = (await listOf(member.api)).find((search) => search.id === before.id)
    expect(opened).toMatchObject({ filters: { subjects: [subject.slug], type: 'conference' }, dropped: [] })
    expect(opened!.filters).not.toHaveProperty('subject')
  })

  it(`keeps at most ${SAVED_SEARCHES_MAX} per member, and says so`, async () => {
    const member = await t.signIn()
    await t.db
      .insertInto('saved_searches')
      .values(Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({ user_id: member.id, name: `Search ${i}`, area: 'community' as const, filters: '{}' })))
      .execute()
    const res = await member.api.post('/api/saved-searches', { name: 'One more', area: 'community', filters: { search: 'staining' } })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(savedSearchMessages.tooMany)
    expect(await countOf(member.id)).toBe(SAVED_SEARCHES_MAX)
  })
})
