import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { SEARCH_SPANS, type SearchSpan } from './search-spans.ts'
import { inTransaction } from '../../db/transaction.ts'

const rawTables = ['analytics_views', 'analytics_searches'] as const

/**
 * SQL: days' views added up as analytics_daily holds them, in all and by screen, referrer ('' for none), device and
 * browser, with the visitors distinct within each day; from one scan of the days' rows.
 */
export const dayCounts = (days: readonly string[]) => sql<{ day: string; dimension: string; value: string; views: number; visitors: number }>`
  SELECT day,
    CASE WHEN grouping(screen) = 0 THEN 'screen' WHEN grouping(referrer) = 0 THEN 'referrer'
         WHEN grouping(device) = 0 THEN 'device' WHEN grouping(browser) = 0 THEN 'browser' ELSE 'all' END AS dimension,
    coalesce(screen, referrer, device, browser, '') AS value,
    count(*)::int AS views, count(DISTINCT visitor)::int AS visitors
  FROM (SELECT day, visitor, screen, coalesce(referrer, '') AS referrer, device, browser FROM analytics_views WHERE day = ANY(${days}::date[])) AS v
  GROUP BY day, GROUPING SETS ((), (screen), (referrer), (device), (browser))
  HAVING count(*) > 0`

export function createRollupRepository(db: Kysely<Database>) {
  return {
    /**
     * Days before `before` that have raw views or searches and are not rolled up yet, oldest first: each day from
     * the oldest raw row on is looked up in the day indexes, a few hundred probes rather than a scan of every row.
     */
    async daysToRoll(before: string, limit: number) {
      const { rows } = await sql<{ day: string }>`
        SELECT d::date AS day
        FROM generate_series(
          (SELECT least((SELECT min(day) FROM analytics_views), (SELECT min(day) FROM analytics_searches)))::timestamp,
          ${before}::date::timestamp - interval '1 day',
          interval '1 day'
        ) AS d
        WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_days r WHERE r.day = d::date)
          AND (EXISTS (SELECT 1 FROM analytics_views v WHERE v.day = d::date) OR EXISTS (SELECT 1 FROM analytics_searches s WHERE s.day = d::date))
        ORDER BY d
        LIMIT ${limit}`.execute(db)
      return rows.map((row) => row.day)
    },

    /**
     * Adds up one day's views (in all, and by screen, referrer, device and browser; visitors distinct within the day)
     * and searches (by area and words, and how many found nothing), and marks the day rolled, in one transaction.
     * False when the day was rolled already: the mark is taken first, so a second run adds nothing.
     */
    rollDay(day: string) {
      return inTransaction(db, async (trx) => {
        const claimed = await trx.insertInto('analytics_rolled_days').values({ day }).onConflict((oc) => oc.column('day').doNothing()).returning('day').executeTakeFirst()
        if (!claimed) return false
        await sql`INSERT INTO analytics_daily (day, dimension, value, views, visitors) ${dayCounts([day])}`.execute(trx)
        await sql`
          INSERT INTO analytics_search_daily (day, area, words, searches, empty)
          SELECT day, area, words, count(*), count(*) FILTER (WHERE results = 0)
          FROM analytics_searches WHERE day = ${day}::date
          GROUP BY day, area, words`.execute(trx)
        return true
      })
    },

    /**
     * Blocks of days (SEARCH_SPANS) whose days are all rolled up and which are not added up yet, oldest first. A day
     * with no views and no searches is never rolled up, so a block holding one is never added up: the report reads
     * its days one by one.
     */
    async spansToRoll(limit: number) {
      const { rows } = await sql<SearchSpan>`
        SELECT b.span, b.first_day AS "firstDay" FROM (
          SELECT s.span, r.day - ((r.day - date '1970-01-01') % s.span) AS first_day
          FROM analytics_rolled_days r CROSS JOIN unnest(${[...SEARCH_SPANS]}::int[]) AS s(span)
          GROUP BY s.span, 2 HAVING count(*) = s.span
        ) b
        WHERE NOT EXISTS (SELECT 1 FROM analytics_rolled_spans m WHERE m.span = b.span AND m.first_day = b.first_day)
        ORDER BY b.first_day, b.span
        LIMIT ${limit}`.execute(db)
      return rows
    },

    /** Adds up a block's rolled-up days by area and words, and marks it, in one transaction; false when it was done already. */
    rollSpan({ span, firstDay }: SearchSpan) {
      return inTransaction(db, async (trx) => {
        const claimed = await trx.insertInto('analytics_rolled_spans').values({ span, first_day: firstDay }).onConflict((oc) => oc.columns(['span', 'first_day']).doNothing()).returning('span').executeTakeFirst()
        if (!claimed) return false
        await sql`
          INSERT INTO analytics_search_spans (span, first_day, area, words, searches, empty)
          SELECT ${span}, ${firstDay}::date, area, words, sum(searches), sum(empty) FROM analytics_search_daily
          WHERE day >= ${firstDay}::date AND day < ${firstDay}::date + ${span}::int
          GROUP BY area, words`.execute(trx)
        return true
      })
    },

    /**
     * Deletes raw views and searches of days before `before`, up to `limit` rows of each table in `batch`-row
     * statements; only of days rolled up already, so no day's figures are lost to a backlog. The counts deleted.
     */
    async deleteRaw(before: string, { limit, batch }: { limit: number; batch: number }) {
      const deleted = { analytics_views: 0, analytics_searches: 0 }
      for (const table of rawTables) {
        while (deleted[table] < limit) {
          const result = await sql`
            DELETE FROM ${sql.table(table)} WHERE id IN (
              SELECT raw.id FROM ${sql.table(table)} AS raw
              WHERE raw.day < ${before}::date AND EXISTS (SELECT 1 FROM analytics_rolled_days r WHERE r.day = raw.day)
              LIMIT ${Math.min(batch, limit - deleted[table])})`.execute(db)
          const count = Number(result.numAffectedRows ?? 0)
          deleted[table] += count
          if (count < batch) break
        }
      }
      return { views: deleted.analytics_views, searches: deleted.analytics_searches }
    },

    /** Deletes the salts of days before `before`: with them goes any way to link a stored visitor to an address. */
    async deleteSalts(before: string) {
      const result = await db.deleteFrom('analytics_salts').where('day', '<', before).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type RollupRepository = ReturnType<typeof createRollupRepository>
