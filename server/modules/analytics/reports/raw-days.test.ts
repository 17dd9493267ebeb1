import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../../../tests/setup/api-app.ts'
import { dayCounts } from '../rollup-repository.ts'
import { createRawDays, type RawDayCount } from './raw-days.ts'

// A raw day's counts kept in memory must always equal what the rollup job would write for the day at that moment,
// however the views arrived between two reports. Days in July 2015, which no other test writes to.

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const screens = ['/journal-finder', '/vacancy/$slug', '/events']
const browsers = ['Chrome', 'Safari', 'Firefox']

/** `count` views on `day`, the visitors `first`, `first + 1`, … taking turns, with screens, referrers and browsers varied. */
const addViews = (day: string, count: number, first = 1) =>
  t.db
    .insertInto('analytics_views')
    .values(
      Array.from({ length: count }, (_, i) => ({
        day,
        visitor: first + (i % 7),
        screen: screens[i % 3]!,
        referrer: i % 4 ? `site${i % 2}.example` : null,
        device: i % 5 ? ('phone' as const) : ('desktop' as const),
        browser: browsers[(i + first) % 3]!,
      })),
    )
    .execute()

const sorted = (counts: RawDayCount[]) =>
  [...counts].sort((a, b) => a.day.localeCompare(b.day) || a.dimension.localeCompare(b.dimension) || a.value.localeCompare(b.value))
const rollupOf = async (days: string[]) => sorted((await dayCounts(days).execute(t.db)).rows as RawDayCount[])

it('counts a day as its rollup would, reading only the views written since, with each visitor once per value', async () => {
  const rawDays = createRawDays(t.db)
  await addViews('2015-07-01', 40)
  expect(sorted(await rawDays.counts(['2015-07-01', '2015-07-02']))).toEqual(await rollupOf(['2015-07-01']))

  // The same visitors again, on the same screens and new ones, and new visitors: views add up, visitors do not twice.
  await addViews('2015-07-01', 25, 4)
  await addViews('2015-07-02', 3)
  const counts = sorted(await rawDays.counts(['2015-07-01', '2015-07-02']))
  expect(counts).toEqual(await rollupOf(['2015-07-01', '2015-07-02']))
  expect(counts.find((c) => c.day === '2015-07-01' && c.dimension === 'all')).toEqual({ day: '2015-07-01', dimension: 'all', value: '', views: 65, visitors: 10 })
})

it('answers reports asking at once with one read, and the same counts', async () => {
  const rawDays = createRawDays(t.db)
  await addViews('2015-07-03', 30)
  const [a, b] = await Promise.all([rawDays.counts(['2015-07-03']), rawDays.counts(['2015-07-03'])])
  expect(sorted(a)).toEqual(await rollupOf(['2015-07-03']))
  expect(sorted(b)).toEqual(sorted(a))
})

it('adds up in SQL the days past the newest few, and a day with more visitors than it may keep', async () => {
  const days = ['2015-07-10', '2015-07-11', '2015-07-12', '2015-07-13', '2015-07-14', '2015-07-15']
  for (const [i, day] of days.entries()) await addViews(day, 5 + i, i)
  expect(sorted(await createRawDays(t.db).counts(days))).toEqual(await rollupOf(days))

  const small = createRawDays(t.db, { maxKeptVisitors: 20 })
  expect(sorted(await small.counts(days))).toEqual(await rollupOf(days))
  await addViews('2015-07-15', 12, 30)
  expect(sorted(await small.counts(days))).toEqual(await rollupOf(days))
})
