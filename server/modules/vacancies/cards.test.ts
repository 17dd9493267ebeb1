import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { VacancyListResponse, VacancyResponse } from '../../../contract/vacancies.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { unique } from '../../seed/factories/unique.ts'
import { createVacancy } from '../../seed/factories/vacancies.ts'

// The public card is kept ready by the database (migration 032). Every change of what it shows reaches the list and
// the vacancy's page, whichever way it is written: the vacancy's own row, its subjects, or a lookup it names. The
// lookups here are this file's own, so renaming them touches no other test's rows.

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('shows every change of what it names, whichever way it is written', async () => {
  const [first, second] = await Promise.all([createSubject(t.db, { title: 'First Subject' }), createSubject(t.db, { title: 'Second Subject' })])
  const qualification = await t.db.insertInto('qualifications').values({ slug: unique('residency'), title: 'Residency' }).returning(['id', 'slug']).executeTakeFirstOrThrow()
  const country = await t.db.insertInto('countries').values({ iso2: 'XQ', slug: unique('testland'), title: 'Testland' }).returning(['id', 'slug']).executeTakeFirstOrThrow()
  const state = await t.db.insertInto('states').values({ country_id: country.id, code: 'TP', slug: unique('province'), title: 'Test Province' }).returning(['id', 'slug']).executeTakeFirstOrThrow()
  const vacancy = await createVacancy(t.db, { subjects: [first.slug], qualification: qualification.slug, country: country.slug, state: state.slug, salary: null })

  const card = async () => {
    const res = await t.guest.get(`/api/vacancies?country=${country.slug}`)
    expect(res.statusCode, res.body).toBe(200)
    const [only, ...more] = v.parse(VacancyListResponse, res.json()).data.vacancies
    expect(more).toEqual([])
    const page = await t.guest.get(`/api/vacancies/${vacancy.slug}`)
    expect(v.parse(VacancyResponse, page.json()).data).toEqual(only)
    return only!
  }

  expect(await card()).toEqual({
    slug: vacancy.slug,
    title: vacancy.title,
    link: vacancy.link,
    employer: vacancy.employer,
    description: vacancy.description,
    subject: { slug: first.slug, title: 'First Subject' },
    subjects: [{ slug: first.slug, title: 'First Subject' }],
    qualification: { slug: qualification.slug, title: 'Residency' },
    country: { slug: country.slug, title: 'Testland' },
    state: { slug: state.slug, title: 'Test Province' },
    city: vacancy.city,
    contract: vacancy.contract,
    salary: null,
    closesAt: vacancy.closesAt.toISOString(),
    postedAt: vacancy.postedAt.toISOString(),
    reference: vacancy.reference,
    status: 'open',
    demo: false,
  })

  // Each rename on its own: any change to the vacancy's row would make its whole card again.
  await sql`UPDATE qualifications SET title = 'Residency Programme' WHERE id = ${qualification.id}`.execute(t.db)
  expect((await card()).qualification).toEqual({ slug: qualification.slug, title: 'Residency Programme' })
  await sql`UPDATE countries SET title = 'Republic of Testland' WHERE id = ${country.id}`.execute(t.db)
  expect((await card()).country).toEqual({ slug: country.slug, title: 'Republic of Testland' })
  await sql`UPDATE states SET title = 'Test Region' WHERE id = ${state.id}`.execute(t.db)
  expect((await card()).state).toEqual({ slug: state.slug, title: 'Test Region' })
  await sql`UPDATE subjects SET title = 'First Subject, Renamed' WHERE id = ${first.id}`.execute(t.db)
  expect((await card()).subject).toEqual({ slug: first.slug, title: 'First Subject, Renamed' })

  // Its subjects: one added before the first, then the first taken away.
  await sql`UPDATE vacancy_subjects SET position = 1 WHERE vacancy_id = ${vacancy.id}`.execute(t.db)
  await sql`INSERT INTO vacancy_subjects (vacancy_id, subject_id, position) VALUES (${vacancy.id}, ${second.id}, 0)`.execute(t.db)
  expect((await card()).subjects.map((s) => s.title)).toEqual(['Second Subject', 'First Subject, Renamed'])
  const bySubject = async (subject: string) => (await t.guest.get(`/api/vacancies?country=${country.slug}&subjects=${subject}`)).json().data.vacancies.length
  expect([await bySubject(first.slug), await bySubject(second.slug)]).toEqual([1, 1])
  await sql`DELETE FROM vacancy_subjects WHERE vacancy_id = ${vacancy.id} AND subject_id = ${first.id}`.execute(t.db)
  expect(await card()).toMatchObject({ subject: { slug: second.slug, title: 'Second Subject' }, subjects: [{ slug: second.slug, title: 'Second Subject' }] })
  // The subject filter follows too.
  expect([await bySubject(first.slug), await bySubject(second.slug)]).toEqual([0, 1])

  // Its own row: a new title, a salary, no state.
  await sql`UPDATE vacancies SET title = 'Senior Resident', state_id = NULL, salary_min = 100, salary_max = 200, salary_currency = 'EUR', salary_period = 'month' WHERE id = ${vacancy.id}`.execute(t.db)
  expect(await card()).toMatchObject({ title: 'Senior Resident', state: null, salary: { min: 100, max: 200, currency: 'EUR', period: 'month' } })

  // Marked as demo data (the demo seed marks its own this way): the card says so.
  await sql`UPDATE vacancies SET demo = true WHERE id = ${vacancy.id}`.execute(t.db)
  expect((await card()).demo).toBe(true)
})
