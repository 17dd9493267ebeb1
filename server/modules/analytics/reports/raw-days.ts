import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { AnalyticsDailyTable } from '../../../db/schema/analytics.ts'
import { dayCounts } from '../rollup-repository.ts'

/** A day not yet rolled up, added up as its rollup will be: in all (value '') and per value of each dimension. */
export interface RawDayCount {
  day: string
  dimension: AnalyticsDailyTable['dimension']
  value: string
  views: number
  visitors: number
}

/**
 * Visitors kept in memory (one per value of each dimension they viewed) across the kept days at most: a day of about
 * 300,000 visitors. A day past it is added up by the database at each report instead, as are days past MAX_DAYS.
 */
export const MAX_KEPT_VISITORS = 2_000_000
/** The newest raw days kept: today, yesterday until it is rolled up, and a backlog's latest. */
const MAX_DAYS = 4
/** Rows read at a time: each batch is parsed on the event loop, so a busy day's first read is cut in pieces. */
const READ_BATCH = 10_000

const dimensions = ['screen', 'referrer', 'device', 'browser'] as const
const SEPARATOR = '\u0000'

interface DayTally {
  /** The highest view id added in: views are written in id order (the view counter's lock), so newer ones are above. */
  upTo: string
  views: Map<string, number>
  visitors: Map<string, Set<string>>
  kept: number
}

interface RawView {
  id: string
  visitor: string
  screen: string
  referrer: string
  device: string
  browser: string
}

/**
 * Raw days' counts kept up in this node's memory. The first report that needs a day reads its views; every later one
 * only the views written since (by id, through the index on (day, id)), so a report costs what arrived since the last
 * one, not the whole day again, however busy the day. Exact: a visitor is counted once per value, as the rollup's
 * count(DISTINCT) does. Days past MAX_DAYS, and a day past MAX_KEPT_VISITORS, are added up by the rollup's own
 * statement at each report.
 */
export function createRawDays(db: Kysely<Database>, { maxKeptVisitors = MAX_KEPT_VISITORS } = {}) {
  const tallies = new Map<string, DayTally>()
  const reading = new Map<string, Promise<RawDayCount[] | undefined>>()
  const tooLarge = new Set<string>()
  let kept = 0

  function add(tally: DayTally, dimension: string, value: string, visitor: string) {
    const key = dimension + SEPARATOR + value
    tally.views.set(key, (tally.views.get(key) ?? 0) + 1)
    let visitors = tally.visitors.get(key)
    if (!visitors) tally.visitors.set(key, (visitors = new Set()))
    if (visitors.has(visitor)) return
    visitors.add(visitor)
    tally.kept++
    kept++
  }

  function drop(day: string) {
    kept -= tallies.get(day)?.kept ?? 0
    tallies.delete(day)
  }

  /** Adds in the day's views written since the tally's last; false once the tallies hold too many visitors. */
  async function catchUp(day: string, tally: DayTally) {
    for (;;) {
      const { rows } = await sql<RawView>`
        SELECT id, visitor, screen, coalesce(referrer, '') AS referrer, device, browser FROM analytics_views
        WHERE day = ${day}::date AND id > ${tally.upTo}::bigint ORDER BY id LIMIT ${READ_BATCH}`.execute(db)
      for (const view of rows) {
        add(tally, 'all', '', view.visitor)
        for (const dimension of dimensions) add(tally, dimension, view[dimension], view.visitor)
      }
      if (rows.length) tally.upTo = rows[rows.length - 1]!.id
      if (kept > maxKeptVisitors) return false
      if (rows.length < READ_BATCH) return true
    }
  }

  async function read(day: string): Promise<RawDayCount[] | undefined> {
    let tally = tallies.get(day)
    if (!tally) tallies.set(day, (tally = { upTo: '0', views: new Map(), visitors: new Map(), kept: 0 }))
    if (!(await catchUp(day, tally))) {
      drop(day)
      tooLarge.add(day)
      return undefined
    }
    return [...tally.views].map(([key, views]) => {
      const [dimension, value] = key.split(SEPARATOR) as [RawDayCount['dimension'], string]
      return { day, dimension, value, views, visitors: tally.visitors.get(key)!.size }
    })
  }

  /** One read of a day at a time: a report asking while another reads gets that read's counts. */
  function readOnce(day: string) {
    let pending = reading.get(day)
    if (!pending) {
      pending = read(day).finally(() => reading.delete(day))
      reading.set(day, pending)
    }
    return pending
  }

  return {
    /** The counts of each of `days` (days not rolled up) that has views. */
    async counts(days: readonly string[]): Promise<RawDayCount[]> {
      const { rows } = await sql<{ day: string }>`
        SELECT d AS day FROM unnest(${days}::date[]) AS d
        WHERE EXISTS (SELECT 1 FROM analytics_views v WHERE v.day = d) ORDER BY d DESC`.execute(db)
      const withViews = rows.map((row) => row.day)
      const keep = withViews.filter((day) => !tooLarge.has(day)).slice(0, MAX_DAYS)
      for (const day of tallies.keys()) if (!keep.includes(day) && !reading.has(day)) drop(day)
      const keptCounts = await Promise.all(keep.map(readOnce))
      const inSql = withViews.filter((day) => !keptCounts[keep.indexOf(day)])
      const summed = inSql.length ? ((await dayCounts(inSql).execute(db)).rows as RawDayCount[]) : []
      return [...keptCounts.flatMap((counts) => counts ?? []), ...summed]
    },
  }
}

export type RawDays = ReturnType<typeof createRawDays>
