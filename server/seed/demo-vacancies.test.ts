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

it('makes a few hundred vacancies that fill every filter, some closing within days and some past', async () => {
  let figures: Record<string, number> = {}
  // Inside a transaction that is rolled back, so the other tests' lists stay as they made them.
  await inRolledBackSnapshot(t.db, async (trx) => {
    const before = Number((await sql<{ n: number }>`SELECT max(id) AS n FROM vacancies`.execute(trx)).rows[0]!.n ?? 0)
    await seedDemoVacancies(trx)
    const { rows } = await sql<Record<string, number>>`
      SELECT count(*)::int AS vacancies,
        count(DISTINCT country_id)::int AS countries,
        count(DISTINCT state_id) FILTER (WHERE country_id = (SELECT id FROM countries WHERE slug = 'canada'))::int AS provinces,
        count(DISTINCT qualification_id)::int AS types,
        (SELECT count(DISTINCT subject_id)::int FROM vacancy_subjects WHERE vacancy_id > ${before}) AS subjects,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM vacancy_subjects vs WHERE vs.vacancy_id = v.id))::int AS without_subject,
        count(*) FILTER (WHERE status = 'open' AND closes_at > now() AND closes_at < now() + interval '7 days')::int AS closing_soon,
        count(*) FILTER (WHERE closes_at < now())::int AS past,
        count(*) FILTER (WHERE status = 'closed')::int AS closed,
        count(*) FILTER (WHERE salary_currency IS NULL)::int AS undisclosed,
        count(*) FILTER (WHERE subject_text = '')::int AS unsearchable
      FROM vacancies v WHERE id > ${before}`.execute(trx)
    figures = rows[0]!
  })
  expect(figures).toMatchObject({ vacancies: 300, without_subject: 0, unsearchable: 0 })
  expect(figures.countries).toBeGreaterThanOrEqual(8)
  expect(figures.provinces).toBeGreaterThanOrEqual(5)
  expect(figures.types).toBeGreaterThanOrEqual(8)
  expect(figures.subjects).toBeGreaterThanOrEqual(40)
  for (const kind of ['closing_soon', 'past', 'closed', 'undisclosed'] as const) expect(figures[kind], kind).toBeGreaterThan(5)
})
