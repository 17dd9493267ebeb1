import { sql, type Kysely } from 'kysely'
import type { Job } from './schedule.ts'
import { MOSTLY_NOT_ALL_VISIBLE } from '../db/migrate.ts'
import type { Database } from '../db/schema.ts'

/**
 * The tables due, by autovacuum's own default thresholds: vacuumed past 50 dead rows and a fifth of the live ones, or
 * past 1,000 inserted rows and a fifth (a table that only grows still needs its pages marked all-visible, or a list's
 * walk of an index reads every row's page as well), analysed past 50 changed rows and a tenth of the live ones. The
 * busiest first. Those counters start again at zero each time the embedded database starts, so a table whose pages are
 * mostly not marked all-visible (the catalogue keeps that) is vacuumed too, however little its counters say changed.
 */
const tablesDue = sql<{ table: string; vacuum: boolean }>`
  SELECT relname AS table, vacuum
  FROM (
    SELECT s.relname, n_dead_tup, n_mod_since_analyze, n_live_tup,
      n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
        OR (${sql.raw(MOSTLY_NOT_ALL_VISIBLE)}) AS vacuum
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
  ) t
  WHERE vacuum OR n_mod_since_analyze > 50 + 0.1 * n_live_tup
  ORDER BY n_dead_tup + n_mod_since_analyze DESC`

/**
 * PostgreSQL's autovacuum keeps a server's tables compact and their planner statistics fresh; the embedded PGlite has
 * no autovacuum, so a long-running embedded site would slow down as rows are changed and deleted. Every ten minutes
 * this does its work for the tables that changed enough, one statement per table: the database answers one statement
 * at a time, so requests wait for one table's vacuum, never for all of them. It runs in PGlite's own thread, off the
 * server's event loop.
 */
export const embeddedMaintenanceJob = (db: Kysely<Database>) =>
  ({
    name: 'embedded-maintenance',
    everyMs: 10 * 60_000,
    async run() {
      const due = (await tablesDue.execute(db)).rows
      let vacuumed = 0
      let analysed = 0
      for (const { table, vacuum } of due) {
        await sql`${sql.raw(vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE')} ${sql.table(table)}`.execute(db)
        if (vacuum) vacuumed++
        else analysed++
      }
      return { vacuumed, analysed }
    },
  }) satisfies Job
