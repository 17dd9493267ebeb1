import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ANALYTICS_TOP, type BrowserFamily, type Device } from '../../../contract/analytics.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import type { SearchRow } from './repository.ts'
import { analyticsRollupJob } from './rollup-job.ts'
import { createRollupRepository } from './rollup-repository.ts'

// The job rolls up and deletes across the whole tables: a database of this file's own, so the figures are exact.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true })
})
afterAll(() => t.close())

const RETENTION_DAYS = 30
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const job = () => analyticsRollupJob(createRollupRepository(t.db), { retentionDays: RETENTION_DAYS })

const view = (day: string, visitor: number, screen: string, referrer: string | null, device: Device, browser: BrowserFamily) => ({ day, visitor, screen, referrer, device, browser })
const search = (day: string, area: string, words: string, results: number): SearchRow => ({ day, area, words, results })

const daily = (day: string) =>
  t.db.selectFrom('analytics_daily').select(['dimension', 'value', 'views', 'visitors']).where('day', '=', day).orderBy('dimension').orderBy('value').execute()
const searchDaily = (day: string) => t.db.selectFrom('analytics_search_daily').select(['area', 'words', 'searches', 'empty']).where('day', '=', day).orderBy('area').orderBy('words').execute()
const rawDays = async (table: 'analytics_views' | 'analytics_searches') =>
  (await t.db.selectFrom(table).select('day').distinct().orderBy('day').execute()).map((row) => row.day)

it('rolls each ended day up once, however often it runs, then deletes raw rows past retention and the salts of ended days', async () => {
  const [past, old, today, yesterday] = [daysAgo(3), daysAgo(RETENTION_DAYS + 5), daysAgo(0), daysAgo(1)]
  await t.db
    .insertInto('analytics_views')
    .values([
      view(past, 1, '/', null, 'phone', 'Safari'),
      view(past, 1, '/vacancy', null, 'phone', 'Safari'),
      view(past, 2, '/vacancy', 'google.com', 'desktop', 'Chrome'),
      view(past, -3, '/vacancy', 'google.com', 'desktop', 'Chrome'),
      view(old, 4, '/plans', null, 'tablet', 'Firefox'),
      view(today, 5, '/', null, 'desktop', 'Edge'),
    ])
    .execute()
  await t.db
    .insertInto('analytics_searches')
    .values([search(past, 'vacancies', 'cardiology', 4), search(past, 'vacancies', 'cardiology', 0), search(past, 'experts', 'dr rao', 0), search(old, 'journals', 'oncology', 2), search(today, 'events', 'congress', 1)])
    .execute()
  await t.db.insertInto('analytics_salts').values([past, yesterday, today].map((day) => ({ day, salt: randomBytes(32) }))).execute()

  // Two nodes' runs at once and one more later: each day is rolled up by one of them, once.
  const runs = [...(await Promise.all([job().run(), job().run()])), await job().run()]
  expect(runs[2]?.rolledDays).toBe(0)
  expect(runs.reduce((sum, run) => sum + (run?.rolledDays ?? 0), 0)).toBe(2)

  expect(await daily(past)).toEqual([
    { dimension: 'all', value: '', views: 4, visitors: 3 },
    { dimension: 'browser', value: 'Chrome', views: 2, visitors: 2 },
    { dimension: 'browser', value: 'Safari', views: 2, visitors: 1 },
    { dimension: 'device', value: 'desktop', views: 2, visitors: 2 },
    { dimension: 'device', value: 'phone', views: 2, visitors: 1 },
    { dimension: 'referrer', value: '', views: 2, visitors: 1 },
    { dimension: 'referrer', value: 'google.com', views: 2, visitors: 2 },
    { dimension: 'screen', value: '/', views: 1, visitors: 1 },
    { dimension: 'screen', value: '/vacancy', views: 3, visitors: 3 },
  ])
  expect(await searchDaily(past)).toEqual([
    { area: 'experts', words: 'dr rao', searches: 1, empty: 1 },
    { area: 'vacancies', words: 'cardiology', searches: 2, empty: 1 },
  ])
  // The day past retention was rolled up before its raw rows went; today has not ended and stays raw.
  expect(await daily(old)).toEqual(expect.arrayContaining([{ dimension: 'all', value: '', views: 1, visitors: 1 }]))
  expect(await searchDaily(old)).toEqual([{ area: 'journals', words: 'oncology', searches: 1, empty: 0 }])
  expect(await daily(today)).toEqual([])
  const rolled = (await t.db.selectFrom('analytics_rolled_days').select('day').orderBy('day').execute()).map((row) => row.day)
  expect(rolled).toEqual([old, past])

  expect(await rawDays('analytics_views')).toEqual([past, today])
  expect(await rawDays('analytics_searches')).toEqual([past, today])
  expect(runs.reduce((sum, run) => sum + (run?.deletedViews ?? 0), 0)).toBe(1)
  const salts = (await t.db.selectFrom('analytics_salts').select('day').execute()).map((row) => row.day)
  expect(salts).toEqual([today])
})

it('adds up every block of days whose days are all rolled up, once, and the searches report reads blocks as it reads days', async () => {
  // 150 days long past, each with its own counts; one of them, after the first whole 64-day block, had no search at
  // all, so it is never rolled up and no block holding it is added up.
  const epochDay = (day: string) => Date.parse(day) / 86_400_000
  const days = Array.from({ length: 150 }, (_, i) => daysAgo(250 - i))
  const aligned = days.findIndex((day) => epochDay(day) % 64 === 0)
  const quiet = days[aligned + 69]!
  const rows: SearchRow[] = []
  for (const [d, day] of days.entries()) {
    if (day === quiet) continue
    for (let w = 0; w < 60; w++) {
      const times = ((d * 7 + w * 13) % 5) + (w < 3 ? 4 : 0)
      for (let n = 0; n < times; n++) rows.push(search(day, w % 2 ? 'journals' : 'vacancies', `word ${w}`, (d + w + n) % 6 === 0 ? 0 : 3))
    }
  }
  for (let i = 0; i < rows.length; i += 5000) await t.db.insertInto('analytics_searches').values(rows.slice(i, i + 5000)).execute()
  for (;;) {
    const runs = await Promise.all([job().run(), job().run()])
    if (runs.every((run) => !run?.rolledDays && !run?.rolledSpans)) break
  }

  const blocks = (await t.db.selectFrom('analytics_rolled_spans').select(['span', 'first_day']).where('first_day', '>=', days[0]!).where('first_day', '<=', days.at(-1)!).execute())
    .map((block) => `${block.span}:${block.first_day}`)
    .sort()
  const expected = [4, 16, 64, 256].flatMap((span) =>
    days.filter((day, i) => epochDay(day) % span === 0 && i + span <= days.length && !days.slice(i, i + span).includes(quiet)).map((day) => `${span}:${day}`),
  )
  expect(blocks).toEqual(expected.sort())
  // Each block once: its words add up to the days it holds.
  const from64 = days[aligned]!
  expect(blocks).toContain(`64:${from64}`)
  const { searches } = await t.db.selectFrom('analytics_search_spans').select((eb) => eb.fn.sum<number>('searches').as('searches')).where('span', '=', 64).where('first_day', '=', from64).executeTakeFirstOrThrow()
  expect(Number(searches)).toBe(rows.filter((row) => row.day >= from64 && epochDay(row.day) < epochDay(from64) + 64).length)

  const admin = await t.signIn({ role: 'admin' })
  for (const [from, to] of [
    [days[0]!, days.at(-1)!],
    [days[aligned + 2]!, days[aligned + 100]!],
    [days[aligned + 60]!, days[aligned + 90]!],
  ] as const) {
    const res = await admin.api.get(`/api/admin/analytics/searches?from=${from}&to=${to}`)
    expect(res.statusCode, res.body).toBe(200)
    const inRange = rows.filter((row) => row.day >= from && row.day <= to)
    const totals = new Map<string, { area: string; words: string; searches: number; empty: number }>()
    for (const row of inRange) {
      const key = `${row.area} ${row.words}`
      const total = totals.get(key) ?? { area: row.area, words: row.words, searches: 0, empty: 0 }
      totals.set(key, { ...total, searches: total.searches + 1, empty: total.empty + (row.results === 0 ? 1 : 0) })
    }
    const all = [...totals.values()]
    const order = (measure: 'searches' | 'empty') => (a: (typeof all)[number], b: (typeof all)[number]) =>
      b[measure] - a[measure] || (a.words < b.words ? -1 : a.words > b.words ? 1 : 0) || (a.area < b.area ? -1 : 1)
    const { data } = res.json()
    expect(data.searches.current).toBe(inRange.length)
    expect(data.top).toEqual(['journals', 'vacancies'].flatMap((area) => all.filter((w) => w.area === area).sort(order('searches')).slice(0, ANALYTICS_TOP)))
    expect(data.noResults).toEqual(all.filter((w) => w.empty > 0).sort(order('empty')).slice(0, ANALYTICS_TOP))
  }
})
