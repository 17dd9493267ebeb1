import { sql, type Kysely, type RawBuilder } from 'kysely'
import type * as v from 'valibot'
import { likePattern } from '../../server/db/full-text.ts'
import type { Database } from '../../server/db/schema.ts'
import { filterShapes, pageShapes, rarePairShapes, wordShapes, type FilterValues, type Params } from './list-shapes.ts'
import type { Shape } from './lists.ts'
import { ABSENT_WORD, byRows, rarelyTogether, type FoundWord, type Together } from './shape-words.ts'

// The staff's lists (members, payments) are searched for part of a name or an address (`ILIKE`), not by words: their
// common word is the commonest surname, their rare one a member's address, read from the filled rows.

/**
 * A staff list's rows, the member aliased `u`: where they are and which are listed (`from`, `where`), the moment
 * the list is ordered by, newest first (`at`), and the one its day filter reads (`day`).
 */
export interface StaffSource {
  from: RawBuilder<unknown>
  where: RawBuilder<boolean>
  at: RawBuilder<unknown>
  day: RawBuilder<unknown>
}

const searched = sql`(u.name || ' ' || u.email)`
const mailbox = sql`split_part(u.email, '@', 1)`

async function counted(db: Kysely<Database>, s: StaffSource, word: string): Promise<FoundWord & { at: Date | null }> {
  const { rows } = await sql<{ n: number; at: Date | null }>`
    SELECT count(*)::int AS n, max(${s.at}) AS at FROM ${s.from} WHERE ${s.where} AND ${searched} ILIKE ${likePattern(word)}`.execute(db)
  return { word, rows: rows[0]!.n, at: rows[0]!.at }
}

const one = async (db: Kysely<Database>, query: RawBuilder<{ word: string }>) => (await query.execute(db)).rows[0]!.word

/** The month a `YYYY-MM` value names, as the day filter's first and last days. */
const monthDays = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return { from: `${month}-01`, to: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) }
}

/**
 * A staff list's shapes: its pages (as far as its query schema `query` allows), each filter at its commonest and rarest value (`filters`, and the day filter as
 * one month, named by `days`), the surname and address words, and the surname with a month few of its holders fall in.
 */
export async function staffShapes(
  db: Kysely<Database>,
  path: string,
  s: StaffSource,
  { query, filters, days, combined }: { query: v.GenericSchema; filters: FilterValues[]; days: (month: { from: string; to: string }) => Params; combined: Shape },
): Promise<Shape[]> {
  const surname = sql`split_part(u.name, ' ', 3)`
  const common = await counted(db, s, await one(db, sql<{ word: string }>`SELECT ${surname} AS word FROM ${s.from} WHERE ${s.where} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`))
  const rare = await counted(db, s, await one(db, sql<{ word: string }>`SELECT ${mailbox} AS word FROM ${s.from} WHERE ${s.where} ORDER BY md5(u.email) LIMIT 1`))
  const absent = await counted(db, s, ABSENT_WORD)
  if (absent.rows) throw new Error(`"${ABSENT_WORD}" finds ${absent.rows} rows; the absent word must find none`)
  // The oldest row's member: their address finds rows at the end of the list, newest first.
  const last = await counted(db, s, await one(db, sql<{ word: string }>`SELECT ${mailbox} AS word FROM ${s.from} WHERE ${s.where} ORDER BY ${s.at} LIMIT 1`))
  const { rows: after } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${s.from} WHERE ${s.where} AND ${s.at} > ${last.at}`.execute(db)
  const month = sql`to_char(${s.day} AT TIME ZONE 'UTC', 'YYYY-MM')`
  const months = await byRows(db, sql`SELECT ${month} AS value, count(*) AS rows FROM ${s.from} WHERE ${s.where} GROUP BY 1`)
  const { rows: pairs } = await sql<Together>`
    SELECT ${month} AS value, count(*)::int AS rows, count(*) FILTER (WHERE ${searched} ILIKE ${likePattern(common.word)})::int AS together
    FROM ${s.from} WHERE ${s.where} GROUP BY 1`.execute(db)
  return [
    ...pageShapes(path, query),
    ...filterShapes(path, [...filters, { name: 'one month', values: months, params: (value) => days(monthDays(value)) }]),
    combined,
    ...wordShapes(path, query, { common, rare, absent, last: { ...last, after: after[0]!.n } }),
    ...rarePairShapes(path, query, common, 'month', rarelyTogether(pairs), (value) => days(monthDays(value))),
  ]
}
