import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { seedDemoVacancies } from './demo-vacancies.ts'
import { inRolledBackSnapshot } from '../../tests/setup/snapshot.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('makes a few hundred vacancies, each marked as demo, that fill every filter, a few closing within days and some past', async () => {
  let figures: Record<string, number> = {}
  let types: string[] = []
  let soonest: { closes_at: Date; title: string; employer: string }[] = []
  // Inside a transaction that is rolled back, so the other tests' lists stay as they made them.
  await inRolledBackSnapshot(t.db, async (trx) => {
    const before = Number((await sql<{ n: number }>`SELECT max(id) AS n FROM vacancies`.execute(trx)).rows[0]!.n ?? 0)
    await seedDemoVacancies(trx)
    const { rows } = await sql<Record<string, number>>`
      SELECT count(*)::int AS vacancies,
        count(*) FILTER (WHERE demo AND (card::json ->> 'demo')::boolean)::int AS marked,
        count(DISTINCT country_id)::int AS countries,
        count(DISTINCT state_id) FILTER (WHERE country_id = (SELECT id FROM countries WHERE slug = 'canada'))::int AS provinces,
        count(DISTINCT qualification_id)::int AS types,
        (SELECT count(DISTINCT subject_id)::int FROM vacancy_subjects WHERE vacancy_id > ${before}) AS subjects,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM vacancy_subjects vs WHERE vs.vacancy_id = v.id))::int AS without_subject,
        count(*) FILTER (WHERE status = 'open' AND closes_at > now() AND closes_at < now() + interval '7 days')::int AS closing_soon,
        count(*) FILTER (WHERE closes_at > now() AND closes_at < now() + interval '2 days')::int AS closing_at_once,
        count(*) FILTER (WHERE closes_at < now())::int AS past,
        count(*) FILTER (WHERE status = 'closed')::int AS closed,
        count(*) FILTER (WHERE salary_currency IS NULL)::int AS undisclosed,
        count(*) FILTER (WHERE subject_text = '')::int AS unsearchable,
        count(*) FILTER (WHERE title LIKE 'Funded PhD Studentship%' AND qualification_id <> (SELECT id FROM qualifications WHERE slug = 'phd'))::int AS studentships_not_phd,
        count(*) FILTER (WHERE (title LIKE 'Lecturer%' OR title LIKE '%Professor%') AND employer NOT LIKE 'University of %' AND employer NOT LIKE '%School of Public Health')::int AS teaching_outside_universities,
        count(*) FILTER (WHERE (title LIKE 'Consultant%' OR title LIKE 'Registered Nurse%') AND employer NOT LIKE '%Hospital' AND employer NOT LIKE '%Centre' AND employer NOT LIKE '%Institute')::int AS clinical_outside_hospitals,
        count(*) FILTER (WHERE employer LIKE '%Children''s Hospital' AND subject_text NOT ILIKE '%paediatric%' AND subject_text NOT ILIKE '%pediatric%' AND subject_text NOT ILIKE '%neonat%'
          AND subject_text NOT ILIKE '%child%' AND subject_text NOT ILIKE '%an%sthes%' AND subject_text NOT ILIKE '%radiology%' AND subject_text NOT ILIKE '%emergency%' AND subject_text NOT ILIKE '%critical%')::int AS children_hospital_for_adults
      FROM vacancies v WHERE id > ${before}`.execute(trx)
    figures = rows[0]!
    types = (
      await sql<{ slug: string }>`SELECT DISTINCT q.slug FROM vacancies v JOIN qualifications q ON q.id = v.qualification_id WHERE v.id > ${before} ORDER BY q.slug`.execute(trx)
    ).rows.map((r) => r.slug)
    soonest = (
      await sql<{ closes_at: Date; title: string; employer: string }>`SELECT closes_at, title, employer FROM vacancies
        WHERE id > ${before} AND status = 'open' AND closes_at > now() ORDER BY closes_at LIMIT 10`.execute(trx)
    ).rows
  })
  expect(figures).toMatchObject({ vacancies: 300, marked: 300, without_subject: 0, unsearchable: 0 })
  expect(figures.countries).toBeGreaterThanOrEqual(8)
  expect(figures.provinces).toBeGreaterThanOrEqual(5)
  expect(figures.types).toBeGreaterThanOrEqual(8)
  expect(figures.subjects).toBeGreaterThanOrEqual(40)
  for (const kind of ['past', 'closed', 'undisclosed'] as const) expect(figures[kind], kind).toBeGreaterThan(5)
  expect(figures.closing_soon).toBeGreaterThan(0)

  // What a health-science reader meets on the first page adds up: types a post of the kind asks for (no school
  // leavers' or unnamed ones), a PhD studentship typed PhD, posts at employers that have them, and closing dates
  // spread over the coming days rather than a row of 'Closes today'.
  expect(types.filter((slug) => ['high-school', 'diploma', 'other'].includes(slug))).toEqual([])
  expect(figures).toMatchObject({ studentships_not_phd: 0, teaching_outside_universities: 0, clinical_outside_hospitals: 0, children_hospital_for_adults: 0, closing_at_once: 0 })
  expect(new Set(soonest.map((row) => row.closes_at.toISOString().slice(0, 10))).size, JSON.stringify(soonest)).toBeGreaterThanOrEqual(6)
  // They close at the end of a working day where the employer is, not at odd hours.
  for (const row of soonest) expect(row.closes_at.getUTCMinutes() % 30, row.title).toBe(0)
})
