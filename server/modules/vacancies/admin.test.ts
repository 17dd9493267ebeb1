import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminVacancyListResponse, AdminVacancyResponse, type AdminVacancy } from '../../../contract/admin-vacancies.ts'
import { VacancyListResponse } from '../../../contract/vacancies.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { unique } from '../../seed/factories/unique.ts'

const DAY = 86_400_000

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ApiClient
let subject: { id: number; slug: string; title: string }
const ids = { cardiology: 0, neurology: 0, mdMs: 0, phd: 0, canada: 0, ontario: 0, unitedStates: 0, texas: 0, yukon: 0, gibraltar: 0 }

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn({ role: 'admin' })).api
  subject = await createSubject(t.db)
  Object.assign(
    ids,
    await lookupIds(t.db, {
      cardiology: 'subjects/cardiology',
      neurology: 'subjects/neurology',
      mdMs: 'qualifications/md-ms',
      phd: 'qualifications/phd',
      canada: 'countries/canada',
      ontario: 'states/canada/ontario',
      unitedStates: 'countries/united-states',
      texas: 'states/united-states/texas',
      yukon: 'states/canada/yukon',
      gibraltar: 'countries/gibraltar',
    }),
  )
})
afterAll(() => t.close())

/** A valid form for a vacancy in this file's subject, with a title no other test uses. */
const form = (overrides: Record<string, unknown> = {}) => ({
  // Letters only: a tag such as admin-19512551 is parsed as the word admin and the number -19512551, which no search box text matches.
  title: `Staff Cardiologist ${unique('admin').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
  employer: 'Hamilton Heart and Lung Institute',
  description: 'Lead the cardiac rehabilitation service.\nTwo sessions a week of research time.',
  subjectIds: [ids.cardiology, subject.id],
  qualificationId: ids.mdMs,
  countryId: ids.canada,
  stateId: ids.ontario,
  city: 'Hamilton',
  contract: 'permanent',
  salary: { min: 30_000_000, max: 42_000_000, currency: 'CAD', period: 'year' },
  closesAt: new Date(Date.now() + 14 * DAY).toISOString(),
  postedAt: new Date(Date.now() - DAY).toISOString(),
  reference: 'HHLI-77',
  link: 'https://careers.example.org/hhli/77',
  status: 'open',
  ...overrides,
})

/** Vacancies whose `column` is `value`: a value only the asking test uses, since other files write vacancies meanwhile. */
const countWith = async (column: 'title' | 'employer', value: string) =>
  Number((await t.db.selectFrom('vacancies').select((eb) => eb.fn.countAll().as('n')).where(column, '=', value).executeTakeFirstOrThrow()).n)

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/admin/vacancies', form(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return v.parse(AdminVacancyResponse, res.json()).data
}

const publicList = async (query: string) => v.parse(VacancyListResponse, (await admin.get(`/api/vacancies?${query}`)).json()).data.vacancies

const adminList = async (query: string) => {
  const res = await admin.get(`/api/admin/vacancies?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AdminVacancyListResponse, res.json()).data
}

describe('who may manage vacancies', () => {
  const calls = [
    ['GET', '/api/admin/vacancies'],
    ['GET', '/api/admin/vacancies/1'],
    ['POST', '/api/admin/vacancies'],
    ['PATCH', '/api/admin/vacancies/1'],
    ['DELETE', '/api/admin/vacancies/1'],
  ] as const

  it('refuses a visitor with 401 and anyone but an admin with 403, writing nothing', async () => {
    const existing = await create()
    await expectAdminOnly(t, calls.map(([method, url]) => [method, url.replace('/1', `/${existing.id}`)] as const), form({ title: existing.title }))
    expect(await countWith('title', existing.title)).toBe(1)
    expect((await admin.get(`/api/admin/vacancies?search=${encodeURIComponent(existing.title)}`)).json().data.vacancies[0]).toEqual(existing)
  })
})

describe('Vacancies Management', () => {
  it('creates a vacancy that the public list shows at once, answering it in the shape the form sends', async () => {
    const sent = form()
    const created = await create(sent)
    expect(created).toEqual({
      ...sent,
      id: expect.any(Number),
      slug: expect.stringMatching(/^staff-cardiologist-admin-[a-z0-9-]+$/),
      closesAt: new Date(sent.closesAt).toISOString(),
      postedAt: new Date(sent.postedAt).toISOString(),
      labels: { subjects: ['Cardiology', subject.title], qualification: "Master's (MD/MS)", country: 'Canada', state: 'Ontario' },
      // Only the demo seed marks a vacancy as demo data.
      demo: false,
    })
    const [card] = await publicList(`subjects=${subject.slug}&search=${encodeURIComponent(sent.title)}`)
    expect(card).toMatchObject({ slug: created.slug, title: sent.title, subject: { title: 'Cardiology' }, state: { title: 'Ontario' }, country: { title: 'Canada' } })
  })

  it('takes a list item posted back as a new vacancy: a copy', async () => {
    const original = await create()
    const res = await admin.post('/api/admin/vacancies', original)
    expect(res.statusCode, res.body).toBe(201)
    const copy = v.parse(AdminVacancyResponse, res.json()).data
    expect(copy.id).not.toBe(original.id)
    expect(copy.slug).not.toBe(original.slug)
    expect({ ...copy, id: 0, slug: '' }).toEqual({ ...original, id: 0, slug: '' })
  })

  it('fills in what a form may leave out: now as the posting date, open, no salary, state or city', async () => {
    const { postedAt: _posted, status: _status, salary: _salary, city: _city, reference: _reference, description: _description, ...sent } = form({ countryId: ids.gibraltar, stateId: null })
    const res = await admin.post('/api/admin/vacancies', sent)
    expect(res.statusCode, res.body).toBe(201)
    const created = v.parse(AdminVacancyResponse, res.json()).data
    expect(created).toMatchObject({ status: 'open', salary: null, stateId: null, city: null, reference: null, description: '' })
    expect(Math.abs(new Date(created.postedAt).getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('edits only the fields sent, and the public list and search follow', async () => {
    const created = await create()
    const res = await admin.patch(`/api/admin/vacancies/${created.id}`, { title: `${created.title} Renamed`, subjectIds: [ids.neurology, subject.id] })
    expect(res.statusCode, res.body).toBe(200)
    const edited = v.parse(AdminVacancyResponse, res.json()).data
    // What the edit form reads after a reload is the same item.
    expect(v.parse(AdminVacancyResponse, (await admin.get(`/api/admin/vacancies/${created.id}`)).json()).data).toEqual(edited)
    expect(edited).toEqual({
      ...created,
      title: `${created.title} Renamed`,
      subjectIds: [ids.neurology, subject.id],
      labels: { ...created.labels, subjects: ['Neurology', subject.title] },
    })
    const found = await publicList(`subjects=${subject.slug}&search=${encodeURIComponent(`neurology ${created.title.split(' ').at(-1)}`)}`)
    expect(found.map((card) => card.slug)).toEqual([created.slug])

    await admin.patch(`/api/admin/vacancies/${created.id}`, { status: 'closed' })
    expect((await publicList(`subjects=${subject.slug}`)).map((card) => card.slug)).not.toContain(created.slug)
  })

  it('deletes a vacancy, and then knows it no more', async () => {
    const created = await create()
    const res = await admin.delete(`/api/admin/vacancies/${created.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: null, message: 'Vacancy deleted.' })
    expect((await publicList(`subjects=${subject.slug}`)).map((card) => card.slug)).not.toContain(created.slug)
    expect((await admin.get(`/api/admin/vacancies/${created.id}`)).statusCode).toBe(404)
    for (const again of [admin.delete(`/api/admin/vacancies/${created.id}`), admin.patch(`/api/admin/vacancies/${created.id}`, { title: 'Back' })]) {
      const missing = await again
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({ code: 'not_found', message: 'Vacancy not found' })
    }
  })

  it('lists every status, newest first, searching title, employer, subject, state and country in any case', async () => {
    const tag = unique('find').split('-')[1]!
    const byTitle = await create({ title: `Sonographer ${tag}`, status: 'draft' })
    const byEmployer = await create({ employer: `St. ${tag.toUpperCase()} Infirmary`, status: 'closed' })
    const ownSubject = await createSubject(t.db, { title: `Tele-echo ${tag}` })
    const bySubject = await create({ subjectIds: [ownSubject.id] })
    const { vacancies, hasMore } = await adminList(`search=${tag.toUpperCase()}`)
    expect(vacancies.map((item) => item.id)).toEqual([bySubject.id, byEmployer.id, byTitle.id])
    expect(hasMore).toBe(false)

    // Places no demo vacancy is in, so the match is on page one however many the demo data adds.
    const yukon = await create({ stateId: ids.yukon, title: `Northern ${tag}` })
    const inYukon = await adminList('search=yUkOn')
    expect(inYukon.vacancies.map((item) => item.id)).toContain(yukon.id)
    expect(inYukon.vacancies.every((item: AdminVacancy) => item.labels.state === 'Yukon')).toBe(true)
    const gibraltar = await create({ countryId: ids.gibraltar, stateId: null, title: `Rock ${tag}` })
    expect((await adminList('search=GIBRALTAR')).vacancies.map((item) => item.id)).toContain(gibraltar.id)
  })

  it('searches for % and _ as the characters they are', async () => {
    const tag = unique('pct').split('-')[1]!
    const literal = await create({ title: `Sessional 50%_${tag}` })
    expect((await adminList('search=%25_')).vacancies.every((item) => `${item.title}${item.employer}`.includes('%_'))).toBe(true)
    expect((await adminList(`search=%25_${tag}`)).vacancies.map((item) => item.id)).toEqual([literal.id])
  })

  it('pages by 20', async () => {
    const tag = unique('page').split('-')[1]!
    for (let i = 0; i < 21; i++) await create({ title: `Paged Fellow ${tag} ${i}` })
    const first = await adminList(`search=${tag}`)
    const second = await adminList(`search=${tag}&page=2`)
    expect([first.vacancies.length, first.hasMore, second.vacancies.length, second.hasMore]).toEqual([20, true, 1, false])
    expect(second.vacancies[0]!.title).toBe(`Paged Fellow ${tag} 0`)
  })

})

describe('bad input to Vacancies Management', () => {
  it.each([
    ['no title', { title: '' }, 'title'],
    ['a title of 5,000 characters', { title: 'x'.repeat(5000) }, 'title'],
    ['a closing date that is not one', { closesAt: 'next Friday' }, 'closesAt'],
    ['the 30th of February', { closesAt: '2027-02-30T17:00:00Z' }, 'closesAt'],
    ['a closing date without a time', { closesAt: '2027-03-01' }, 'closesAt'],
    ['a closing moment without a time zone', { closesAt: '2027-03-01T17:00:00' }, 'closesAt'],
    ['a closing hour of 25', { closesAt: '2027-03-01T25:00:00Z' }, 'closesAt'],
    ['a closing date as a number', { closesAt: 1_800_000_000_000 }, 'closesAt'],
    ['a closing date before the posting date', { closesAt: new Date(Date.now() - 2 * DAY).toISOString() }, 'closesAt'],
    ['a link that is not a URL', { link: 'careers page' }, 'link'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link'],
    ['an ftp link', { link: 'ftp://files.example.org/job.pdf' }, 'link'],
    ['no subjects', { subjectIds: [] }, 'subjectIds'],
    ['10,000 subjects', { subjectIds: Array.from({ length: 10_000 }, (_, i) => i + 1) }, 'subjectIds'],
    ['a subject that is not an id', { subjectIds: ['cardiology'] }, 'subjectIds.0'],
    ['an unknown subject', { subjectIds: [999_999_999] }, 'subjectIds'],
    ['an unknown type', { qualificationId: 999_999_999 }, 'qualificationId'],
    ['an unknown country', { countryId: 999_999_999 }, 'countryId'],
    ['a state of another country', { stateId: 'TEXAS' }, 'stateId'],
    ['no state for a country that has states', { stateId: null }, 'stateId'],
    ['a contract of another kind', { contract: 'gig' }, 'contract'],
    ['a status of another kind', { status: 'archived' }, 'status'],
    ['a salary minimum above its maximum', { salary: { min: 500, max: 100, currency: 'CAD', period: 'year' } }, 'salary.max'],
    ['a salary with neither end', { salary: { currency: 'CAD', period: 'year' } }, 'salary.min'],
    ['a salary in a made-up currency code', { salary: { min: 100, currency: 'cad', period: 'year' } }, 'salary.currency'],
    ['a salary in fractions of a cent', { salary: { min: 100.5, currency: 'CAD', period: 'year' } }, 'salary.min'],
    ['a salary per fortnight', { salary: { min: 100, currency: 'CAD', period: 'fortnight' } }, 'salary.period'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, overrides, path) => {
    // Some rows send a title anyone may use (none, or the same 5,000 letters): an employer of this test's own marks
    // what it would have written.
    const employer = unique('Refused Institute')
    const sent = form({ employer, ...overrides, ...('stateId' in overrides && overrides.stateId === 'TEXAS' ? { stateId: ids.texas } : {}) })
    const res = await admin.post('/api/admin/vacancies', sent)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: expect.arrayContaining([expect.objectContaining({ path })]) })
    expect(await countWith('employer', employer)).toBe(0)
  })

  it('refuses an edit that would leave the state in another country, changing nothing', async () => {
    const created = await create()
    for (const patch of [{ stateId: ids.texas }, { countryId: ids.unitedStates }, { closesAt: 'soon' }, { link: 'nope' }, { subjectIds: [] }]) {
      const res = await admin.patch(`/api/admin/vacancies/${created.id}`, patch)
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
    }
    expect((await adminList(`search=${encodeURIComponent(created.title)}`)).vacancies).toEqual([created])
  })

  it.each(['abc', '-1', '0', '1.5', '99999999999999999999'])('answers the vacancy id %j with a 400', async (id) => {
    expect((await admin.patch(`/api/admin/vacancies/${id}`, { title: 'x' })).statusCode).toBe(400)
    expect((await admin.delete(`/api/admin/vacancies/${id}`)).statusCode).toBe(400)
  })

  it.each([
    ['page -1', 'page=-1'],
    ['page 10^9', 'page=1000000000'],
    ['a search of 5,000 characters', `search=${'x'.repeat(5000)}`],
  ])('answers the admin list with %s with a 400', async (_name, query) => {
    expect((await admin.get(`/api/admin/vacancies?${query}`)).statusCode).toBe(400)
  })
})
