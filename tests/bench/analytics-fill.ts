import { sql, type Kysely } from 'kysely'
import { analyticsScreens, searchAreas } from '../../contract/analytics.ts'
import type { Database } from '../../server/db/schema.ts'
import { analyticsRollupJob } from '../../server/modules/analytics/rollup-job.ts'
import { createRollupRepository } from '../../server/modules/analytics/rollup-repository.ts'

/** How much the analytics bench generates: raw screen views and searches, spread over `days` up to today. */
export interface AnalyticsSize {
  views: number
  searches: number
  days: number
}

/** Rows written by one statement: a year of views in one would hold one transaction for minutes on PGlite. */
const CHUNK = 1_000_000

const list = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`)
const referrers = ['', '', '', 'www.google.com', 'scholar.google.com', 'pubmed.ncbi.nlm.nih.gov', 'www.bing.com', 'duckduckgo.com', 't.co', 'www.linkedin.com']
const browsers = ['Chrome', 'Chrome', 'Chrome', 'Safari', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'Other']
const devices = ['phone', 'phone', 'phone', 'desktop', 'desktop', 'tablet']

const timed = async (timings: [string, number][], step: string, work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  timings.push([step, (performance.now() - started) / 1000])
}

/** Row `n` of `total` spread over the last `days` days, oldest first: the order a site writes its rows in. */
const dayOf = (total: number, days: number) => sql`current_date - ${days - 1}::int + (n::bigint * ${days} / ${total})::int`

/**
 * Views and searches as a site with visitors every day would have them: each view on one of the last `days` days
 * (today included), written day after day, about three views a visitor a day, screens and searched words in uneven
 * shares (a few lead), referrers, devices and browsers in fixed ones; one search in seven finds nothing. Then every
 * ended day is rolled up by the product's own job, as its hourly runs would have, so the reports read the rollups and
 * today's raw rows.
 */
export async function fillAnalytics(db: Kysely<Database>, { views, searches, days }: AnalyticsSize) {
  const timings: [string, number][] = []
  await timed(timings, 'views', async () => {
    // The report indexes are built once the rows are in, as a restore builds them: kept up row by row, they make
    // the insert several times slower than the rows themselves.
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = 'analytics_views' AND indexname <> 'analytics_views_pkey'`.execute(db)
    for (const { name } of indexes) await sql`DROP INDEX ${sql.id(name)}`.execute(db)
    for (let from = 0; from < views; from += CHUNK) {
      await sql`
        INSERT INTO analytics_views (day, visitor, screen, referrer, device, browser)
        SELECT ${dayOf(views, days)}, (n / 3)::bigint * 7919,
               (${list(analyticsScreens)})[1 + ((n % 1000)::bigint * (n % 1000) * ${analyticsScreens.length} / 1000000)::int],
               NULLIF((${list(referrers)})[1 + n % ${referrers.length}], ''),
               (${list(devices)})[1 + n % ${devices.length}], (${list(browsers)})[1 + (n / 7) % ${browsers.length}]
        FROM generate_series(${from}::int, ${Math.min(views, from + CHUNK) - 1}::int) n`.execute(db)
    }
    for (const { definition } of indexes) await sql.raw(definition).execute(db)
  })
  await timed(timings, 'searches', () =>
    sql`
      INSERT INTO analytics_searches (day, area, words, results)
      SELECT ${dayOf(searches, days)}, (${list(searchAreas)})[1 + n % ${searchAreas.length}],
             'bench words ' || (n % 1000)::bigint * (n % 1000) * 5000 / 1000000, CASE WHEN n % 7 = 0 THEN 0 ELSE n % 40 + 1 END
      FROM generate_series(0, ${searches - 1}::int) n`.execute(db),
  )
  await timed(timings, 'rollups', async () => {
    const job = analyticsRollupJob(createRollupRepository(db), { retentionDays: days + 1 })
    // A run takes a month of days; the first hourly runs of a site with a year of views would take them in turn.
    for (;;) {
      const ran = await job.run()
      if (!ran?.rolledDays) break
    }
  })
  await timed(timings, 'vacuum', () => sql`VACUUM ANALYZE analytics_views, analytics_searches, analytics_daily, analytics_search_daily`.execute(db))
  return timings
}
