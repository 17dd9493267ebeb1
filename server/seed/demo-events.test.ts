import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { seedDemoEvents } from './demo-events.ts'
import { inRolledBackSnapshot } from '../../tests/setup/snapshot.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('makes a few hundred events that fill every filter, some starting within days, some running and some past', async () => {
  let figures: Record<string, number> = {}
  // Inside a transaction that is rolled back, so the other tests' lists stay as they made them.
  await inRolledBackSnapshot(t.db, async (trx) => {
    const before = Number((await sql<{ n: number }>`SELECT max(id) AS n FROM events`.execute(trx)).rows[0]!.n ?? 0)
    await seedDemoEvents(trx)
    const { rows } = await sql<Record<string, number>>`
      SELECT count(*)::int AS events,
        count(DISTINCT country_id)::int AS countries,
        count(DISTINCT state_id) FILTER (WHERE country_id = (SELECT id FROM countries WHERE slug = 'canada'))::int AS provinces,
        count(DISTINCT subject_id)::int AS subjects,
        count(DISTINCT type_id)::int AS types,
        count(DISTINCT mode_id)::int AS modes,
        count(DISTINCT time_zone)::int AS zones,
        count(*) FILTER (WHERE country_id IS NULL AND mode_id <> (SELECT id FROM event_modes WHERE slug = 'online'))::int AS unplaced,
        count(*) FILTER (WHERE status = 'published' AND starts_at > now() AND starts_at < now() + interval '7 days')::int AS starting_soon,
        count(*) FILTER (WHERE starts_at < now() AND ends_at > now())::int AS running,
        count(*) FILTER (WHERE ends_at < now())::int AS past,
        count(*) FILTER (WHERE cme_credits IS NOT NULL)::int AS with_credits,
        (SELECT count(*)::int FROM event_deadlines WHERE event_id > ${before} AND anywhere_on_earth) AS aoe_deadlines,
        count(*) FILTER (WHERE subject_text = '')::int AS unsearchable
      FROM events WHERE id > ${before}`.execute(trx)
    figures = rows[0]!
  })
  expect(figures).toMatchObject({ events: 300, modes: 3, types: 8, unplaced: 0, unsearchable: 0 })
  expect(figures.countries).toBeGreaterThanOrEqual(8)
  expect(figures.provinces).toBeGreaterThanOrEqual(5)
  expect(figures.subjects).toBeGreaterThanOrEqual(30)
  expect(figures.zones).toBeGreaterThanOrEqual(10)
  for (const kind of ['starting_soon', 'past', 'with_credits', 'aoe_deadlines'] as const) expect(figures[kind], kind).toBeGreaterThan(5)
  expect(figures.running).toBeGreaterThan(0)
})
