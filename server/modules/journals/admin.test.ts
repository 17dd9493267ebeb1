import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminJournalListResponse, AdminJournalResponse, type AdminJournal } from '../../../contract/admin-journals.ts'
import { issnFromNumber } from '../../../contract/issn.ts'
import type { Journal } from '../../../contract/journals.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'
import { unique } from '../../seed/factories/unique.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ApiClient
let paid: ApiClient
let editor: ApiClient
const ids = { cardiology: 0 }
// ISSNs of a range no other test file uses.
let nextIssn = 9_100_000 + Math.floor(Math.random() * 500_000)

beforeAll(async () => {
  t = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0' } })
  admin = (await t.signIn({ role: 'admin' })).api
  editor = (await t.signIn({ role: 'editor' })).api
  paid = (await t.signIn({ role: 'admin' })).api
  Object.assign(ids, await lookupIds(t.db, { cardiology: 'subjects/cardiology' }))
})
afterAll(() => t.close())

// Letters only, so the search box's words match it whole.
const letters = (tag: string) => tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
const form = (overrides: Record<string, unknown> = {}) => ({
  title: `Journal of Staff Corrections ${letters(unique('j'))}`,
  link: 'https://staff.example.org/journal',
  impactFactor: 4.25,
  publisher: `Staff Press ${letters(unique('p'))}`,
  issnPrint: issnFromNumber(nextIssn++),
  issnElectronic: issnFromNumber(nextIssn++),
  country: 'Canada',
  languages: ['English'],
  openAccess: true,
  apc: { amount: 150000, currency: 'USD' },
  licence: 'CC BY',
  reviewProcess: 'Double anonymous peer review',
  weeksToPublication: 8,
  scope: 'Corrections made by staff.',
  keywords: ['staff'],
  subjectIds: [ids.cardiology],
  indexes: ['scopus'],
  ...overrides,
})

const create = async (overrides: Record<string, unknown> = {}, client = admin) => {
  const res = await client.post('/api/admin/journals', form(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return v.parse(AdminJournalResponse, res.json()).data
}
const list = async (query: string) => {
  const res = await admin.get(`/api/admin/journals?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AdminJournalListResponse, res.json()).data.journals
}
const publicSearch = async (text: string) => ((await paid.get(`/api/journals?search=${encodeURIComponent(text)}`)).json().data.journals as Journal[]).map((j) => j.title)
/** Journals whose `column` is `value`: a value only the asking test uses, since other files write journals meanwhile. */
const countWith = async (column: 'title' | 'scope', value: string) =>
  Number((await t.db.selectFrom('journals').select((eb) => eb.fn.countAll().as('n')).where(column, '=', value).executeTakeFirstOrThrow()).n)

describe('who may manage journals', () => {
  it('refuses a visitor with 401, members and staff without catalogue.edit with 403, writing nothing', async () => {
    const existing = await create()
    await expectAdminOnly(
      t,
      [
        ['GET', '/api/admin/journals'],
        ['GET', `/api/admin/journals/${existing.id}`],
        ['POST', '/api/admin/journals'],
        ['PATCH', `/api/admin/journals/${existing.id}`],
        ['DELETE', `/api/admin/journals/${existing.id}`],
      ],
      form({ title: existing.title }),
      { permission: 'catalogue.edit' },
    )
    expect(await countWith('title', existing.title)).toBe(1)
    // An editor holds catalogue.edit.
    expect((await editor.get(`/api/admin/journals/${existing.id}`)).statusCode).toBe(200)
  })
})

describe('Journal Management', () => {
  it('creates a journal with every field, each recorded as a staff value, and the public finder shows it at once', async () => {
    const sent = form()
    const created = await create(sent)
    expect(created).toMatchObject({ ...sent, id: expect.any(Number), labels: { subjects: ['Cardiology'], indexes: ['Scopus'] } })
    expect(created.sources.title).toEqual({ source: 'staff', at: expect.any(String) })
    expect(created.sources.impactFactor?.source).toBe('staff')
    expect(await publicSearch(sent.title)).toEqual([sent.title])
    const audit = await t.db.selectFrom('audit_log').select('action').where('record_type', '=', 'journals').where('record_id', '=', String(created.id)).execute()
    expect(audit.map((a) => a.action)).toEqual(['create'])
  })

  it('edits only the fields sent, marks those as staff values, and deletes from the finder at once', async () => {
    const created = await create()
    await t.db.updateTable('journals').set({ sources: JSON.stringify({ country: { source: 'doaj', at: '2026-01-01T00:00:00.000Z' } }) }).where('id', '=', created.id).execute()
    const res = await admin.patch(`/api/admin/journals/${created.id}`, { title: `${created.title} Renamed`, impactFactor: null })
    expect(res.statusCode, res.body).toBe(200)
    const edited = v.parse(AdminJournalResponse, res.json()).data
    expect(edited).toMatchObject({ title: `${created.title} Renamed`, impactFactor: null, licence: 'CC BY', country: 'Canada' })
    expect(edited.sources.title?.source).toBe('staff')
    expect(edited.sources.impactFactor?.source).toBe('staff')
    expect(edited.sources.country).toEqual({ source: 'doaj', at: '2026-01-01T00:00:00.000Z' })
    expect(await publicSearch(`${created.title} Renamed`)).toEqual([`${created.title} Renamed`])

    expect((await admin.delete(`/api/admin/journals/${created.id}`)).statusCode).toBe(200)
    expect(await publicSearch(`${created.title} Renamed`)).toEqual([])
    expect((await admin.get(`/api/admin/journals/${created.id}`)).statusCode).toBe(404)
  })

  it('filters by publisher, indexing, open access, DOAJ listing and a missing impact factor', async () => {
    const publisher = `Filter Press ${letters(unique('f'))}`
    const listed = await create({ publisher, indexes: ['doaj'], impactFactor: null, openAccess: true })
    const closed = await create({ publisher, indexes: ['scopus'], openAccess: false })
    const slug = publisher.toLowerCase().replace(/ /g, '-')
    const titles = (journals: AdminJournal[]) => journals.map((j) => j.title).sort()
    expect(titles(await list(`publisher=${slug}`))).toEqual(titles([listed, closed]))
    expect(titles(await list(`publisher=${slug}&doaj=yes`))).toEqual([listed.title])
    expect(titles(await list(`publisher=${slug}&doaj=no`))).toEqual([closed.title])
    expect(titles(await list(`publisher=${slug}&noImpactFactor=yes`))).toEqual([listed.title])
    expect(titles(await list(`publisher=${slug}&openAccess=no`))).toEqual([closed.title])
    expect(titles(await list(`publisher=${slug}&index=scopus`))).toEqual([closed.title])
    expect(titles(await list(`search=${encodeURIComponent(listed.issnPrint!)}`))).toEqual([listed.title])
    expect((await admin.get('/api/admin/journals?publisher=Not%20A%20Slug')).statusCode).toBe(400)
  })

  it.each([
    ['an ISSN with a wrong check digit', { issnPrint: '1234-5678' }, 'issnPrint'],
    ['the same ISSN twice', { issnPrint: '0000-0000' }, 'issnPrint'],
    ['a negative impact factor', { impactFactor: -1 }, 'impactFactor'],
    ['a link that is not a web address', { link: 'javascript:alert(1)' }, 'link'],
    ['a charge without a currency', { apc: { amount: 100, currency: null } }, 'apc.currency'],
    ['an unknown index', { indexes: ['no-such-index'] }, 'indexes'],
    ['an unknown subject', { subjectIds: [2_000_000_000] }, 'subjectIds'],
    ['a title with control characters', { title: 'Bad\u0007Title' }, 'title'],
  ])('refuses %s with a field message, writing nothing', async (_what, overrides, path) => {
    // One row sends a title anyone may use: a scope of this test's own marks what it would have written.
    const scope = unique('Refused scope')
    const sent = form({ scope, ...overrides })
    if (path === 'issnPrint' && sent.issnPrint === '0000-0000') sent.issnPrint = sent.issnElectronic
    const res = await admin.post('/api/admin/journals', sent)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path)
    expect(await countWith('scope', scope)).toBe(0)
  })

  it("refuses an ISSN another journal holds, on create and on edit", async () => {
    const first = await create()
    const res = await admin.post('/api/admin/journals', form({ issnElectronic: first.issnElectronic }))
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'issnElectronic', message: `Another journal has the ISSN ${first.issnElectronic}` }])
    const second = await create()
    const edit = await admin.patch(`/api/admin/journals/${second.id}`, { issnPrint: first.issnPrint })
    expect(edit.statusCode).toBe(400)
    // Its own ISSN is no conflict.
    expect((await admin.patch(`/api/admin/journals/${second.id}`, { issnPrint: second.issnPrint, licence: 'CC0' })).statusCode).toBe(200)
  })
})
