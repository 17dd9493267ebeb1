import { sql, type Kysely } from 'kysely'
import type { BrowserFamily, Device } from '../../../contract/analytics.ts'
import type { Database } from '../../db/schema.ts'

/** One screen view as stored: the visitor's daily hash and labels, never an address or a User-Agent. */
export interface ViewRow {
  day: string
  /** A signed 64-bit integer as text. */
  visitor: string
  screen: string
  referrer: string | null
  device: Device
  browser: BrowserFamily
}

export interface SearchRow {
  day: string
  area: string
  words: string
  results: number
}

/**
 * Rows inserted column by column: each column one array parameter, unnested back into rows, so a batch of any size
 * is one statement with a fixed number of parameters.
 */
function unnestInsert<Row>(db: Kysely<Database>, table: keyof Database, columns: { [K in keyof Row & string]: string }) {
  const names = Object.keys(columns) as (keyof Row & string)[]
  return async (rows: Row[]) => {
    const arrays = names.map((name) => sql`${rows.map((row) => row[name])}::${sql.raw(columns[name])}[]`)
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db)
  }
}

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    insertViews: unnestInsert<ViewRow>(db, 'analytics_views', { day: 'date', visitor: 'bigint', screen: 'text', referrer: 'text', device: 'text', browser: 'text' }),

    insertSearches: unnestInsert<SearchRow>(db, 'analytics_searches', { day: 'date', area: 'text', words: 'text', results: 'int' }),

    /**
     * The day's salt: `fresh` becomes it unless another node made it first. Two statements, so the read sees a salt
     * that another node's insert, which this one's waited for, committed.
     */
    async salt(day: string, fresh: Buffer) {
      await db.insertInto('analytics_salts').values({ day, salt: fresh }).onConflict((oc) => oc.column('day').doNothing()).execute()
      const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()
      return row.salt
    },
  }
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>
