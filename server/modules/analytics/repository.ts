import { sql, type Kysely } from 'kysely'
import type { BrowserFamily, Device } from '../../../contract/analytics.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

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
 * Between a column's values in the text that carries the column: a control character, which no stored value holds
 * (screens and labels come from fixed lists, referrers are host names, and searched words have every control
 * character turned into a space by the collector).
 */
const SEPARATOR = '\u001f'

/**
 * Rows inserted as one text per column, which the database splits back into arrays and unnests into rows: a batch of
 * any size is one statement, and it costs both sides less than JSON (decision 0035), the thread that counts thousands
 * of views a second and the embedded database's one backend. An empty value is a null. A value holding the separator
 * would make its column longer than the others and the rest would be padded with nulls, which their NOT NULL refuses:
 * the batch fails whole, never a row misplaced.
 */
function columnsInsert<Row>(table: keyof Database, columns: { [K in keyof Row & string]: string }) {
  const names = Object.keys(columns) as (keyof Row & string)[]
  const into = sql.join(names.map((name) => sql.ref(name)))
  const separator = sql.lit(SEPARATOR)
  return async (db: Kysely<Database>, rows: Row[]) => {
    const arrays = names.map((name) => {
      const text = rows.map((row) => row[name] ?? '').join(SEPARATOR)
      return sql`string_to_array(${text}, ${separator}, '')::${sql.raw(columns[name])}[]`
    })
    await sql`INSERT INTO ${sql.table(table)} (${into}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db)
  }
}

const insertViews = columnsInsert<ViewRow>('analytics_views', { day: 'date', visitor: 'bigint', screen: 'text', referrer: 'text', device: 'text', browser: 'text' })
const insertSearches = columnsInsert<SearchRow>('analytics_searches', { day: 'date', area: 'text', words: 'text', results: 'int' })
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
      inTransaction(db, async (trx) => {
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
