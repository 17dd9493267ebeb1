import { sql, type Kysely } from 'kysely'
import { ANALYTICS_TOP } from '../../../../contract/analytics.ts'
import type { Database } from '../../../db/schema.ts'
import type { DaySplit } from './days.ts'
import { createRawDays } from './raw-days.ts'
import type { ReportRange } from './range.ts'

// Screen views: rolled-up days from analytics_daily (one row per day and value, read by its primary key), the other
// days from their raw views as raw-days.ts keeps them added up. A day's visitors are distinct within the day only
// (the salt that makes them changes daily), so the visitors of several days are the sum of each day's.

export type TrafficDimension = 'screen' | 'referrer' | 'device' | 'browser'

export interface DayTraffic {
  day: string
  views: number
  visitors: number
}

export interface TopRow {
  name: string
  views: number
  visitors: number
  previousViews: number
}

export function createTrafficRepository(db: Kysely<Database>) {
  const rawDays = createRawDays(db)

  return {
    /** Views and visitors of each day of the range and the period before that had any. */
    async daily(days: DaySplit) {
      const [{ rows }, raw] = await Promise.all([
        sql<DayTraffic>`
          SELECT day, views, visitors FROM analytics_daily
          WHERE day = ANY(${days.rolled}::date[]) AND dimension = 'all' AND value = ''`.execute(db),
        rawDays.counts(days.raw),
      ])
      return [...rows, ...raw.filter((count) => count.dimension === 'all').map(({ day, views, visitors }) => ({ day, views, visitors }))]
    },

    /** The values of a dimension viewed most in the range, most viewed first (then by name), with their views before. */
    async top(dimension: TrafficDimension, days: DaySplit, range: ReportRange) {
      const raw = (await rawDays.counts(days.raw)).filter((count) => count.dimension === dimension)
      const { rows } = await sql<TopRow>`
        WITH per_day AS (
          SELECT day, value AS name, views, visitors FROM analytics_daily
          WHERE day = ANY(${days.rolled}::date[]) AND dimension = ${dimension}
          UNION ALL
          SELECT * FROM unnest(${raw.map((c) => c.day)}::date[], ${raw.map((c) => c.value)}::text[], ${raw.map((c) => c.views)}::int[], ${raw.map((c) => c.visitors)}::int[])
        )
        SELECT name,
               sum(views) FILTER (WHERE day >= ${range.from}::date)::int AS views,
               sum(visitors) FILTER (WHERE day >= ${range.from}::date)::int AS visitors,
               coalesce(sum(views) FILTER (WHERE day < ${range.from}::date), 0)::int AS "previousViews"
        FROM per_day GROUP BY name
        HAVING sum(views) FILTER (WHERE day >= ${range.from}::date) > 0
        ORDER BY 2 DESC, name COLLATE "C" LIMIT ${ANALYTICS_TOP}`.execute(db)
      return rows
    },
  }
}

export type TrafficRepository = ReturnType<typeof createTrafficRepository>
