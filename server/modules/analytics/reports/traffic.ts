import { sql, type Kysely, type RawBuilder } from 'kysely'
import { ANALYTICS_TOP } from '../../../../contract/analytics.ts'
import type { Database } from '../../../db/schema.ts'
import type { DaySplit } from './days.ts'
import type { ReportRange } from './range.ts'

// Screen views: rolled-up days from analytics_daily (one row per day and value, read by its primary key), the other
// days from analytics_views (read by day). A day's visitors are distinct within the day only (the salt that makes
// them changes daily), so the visitors of several days are the sum of each day's.

export type TrafficDimension = 'screen' | 'referrer' | 'device' | 'browser'

/**
 * A raw view's column in each dimension, grouped as it is indexed (migration 029), and its value as the rollups write
 * it: a visit from no other site is the referrer ''.
 */
const rawColumn: Record<TrafficDimension, { column: RawBuilder<string>; value: RawBuilder<string> }> = {
  screen: { column: sql`screen`, value: sql`screen` },
  referrer: { column: sql`referrer`, value: sql`coalesce(referrer, '')` },
  device: { column: sql`device`, value: sql`device` },
  browser: { column: sql`browser`, value: sql`browser` },
}

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
  return {
    /** Views and visitors of each day of the range and the period before that had any. */
    async daily(days: DaySplit) {
      const { rows } = await sql<DayTraffic>`
        SELECT day, views, visitors FROM analytics_daily
        WHERE day = ANY(${days.rolled}::date[]) AND dimension = 'all' AND value = ''
        UNION ALL
        SELECT day, count(*)::int, count(DISTINCT visitor)::int FROM analytics_views
        WHERE day = ANY(${days.raw}::date[]) GROUP BY day`.execute(db)
      return rows
    },

    /** The values of a dimension viewed most in the range, most viewed first (then by name), with their views before. */
    async top(dimension: TrafficDimension, days: DaySplit, range: ReportRange) {
      const { rows } = await sql<TopRow>`
        WITH per_day AS (
          SELECT day, value AS name, views, visitors FROM analytics_daily
          WHERE day = ANY(${days.rolled}::date[]) AND dimension = ${dimension}
          UNION ALL
          SELECT day, ${rawColumn[dimension].value}, count(*), count(DISTINCT visitor) FROM analytics_views
          WHERE day = ANY(${days.raw}::date[]) GROUP BY day, ${rawColumn[dimension].column}
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
