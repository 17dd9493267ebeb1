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
 * Rows inserted as one JSON parameter, read back into rows by the columns' types: a batch of any size is one
 * statement with one parameter, and turning a batch into JSON costs a third of what turning it into one array per
 * column does (pg quotes every element of an array), on the thread that counts thousands of views a second.
 */
function jsonInsert<Row>(table: keyof Database, columns: { [K in keyof Row & string]: string }) {
  const names = sql.join(Object.keys(columns).map((name) => sql.ref(name)))
  const types = sql.raw(Object.entries(columns).map(([name, type]) => `${name} ${String(type)}`).join(', '))
  return async (db: Kysely<Database>, rows: Row[]) => {
    await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(${types})`.execute(db)
  }
}

const insertViews = jsonInsert<ViewRow>('analytics_views', { day: 'date', visitor: 'bigint', screen: 'text', referrer: 'text', device: 'text', browser: 'text' })
const insertSearches = jsonInsert<SearchRow>('analytics_searches', { day: 'date', area: 'text', words: 'text', results: 'int' })
/** Held while a batch of views is written, by every node: see insertViews. */
const VIEW_WRITES_LOCK = 0x76696577

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    /**
     * One batch of views, its ids taken and committed while no other node writes views: a view with a lower id is
     * then never committed after one with a higher id, which is what lets the reports read a day's new views by id
     * alone (reports/raw-days.ts).
     */
    insertViews: (rows: ViewRow[]) =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${VIEW_WRITES_LOCK})`.execute(trx)
        await insertViews(trx, rows)
      }),

    insertSearches: (rows: SearchRow[]) => insertSearches(db, rows),

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
