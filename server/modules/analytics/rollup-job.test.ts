import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { BrowserFamily, Device } from '../../../contract/analytics.ts'
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
