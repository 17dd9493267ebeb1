import { sql, type Kysely, type RawBuilder } from 'kysely'
import { searchQuery } from '../../server/db/full-text.ts'
import type { Database } from '../../server/db/schema.ts'

// The words a list's search shapes ask for, read from the filled database: whatever the generator wrote, a common
// word finds many rows, a rare one few, and the absent one none. A word is counted as the list searches it
// (`searchQuery`, the last word also as a prefix), over the rows the list shows.

/**
 * A searched list's rows, aliased `r`: where they are and which are listed (`from`, `where`), the words people search
 * them by (`text`), the vector the list matches (`vector`), a unique key to sample them by, and a number that grows
 * along the list's default order (`rank`).
 */
export interface WordSource {
  from: RawBuilder<unknown>
  where: RawBuilder<boolean>
  text: RawBuilder<unknown>
  vector: RawBuilder<unknown>
  key: RawBuilder<unknown>
  rank: RawBuilder<unknown>
}

/** A word and how many listed rows it finds. */
export interface FoundWord {
  word: string
  rows: number
}

/** Rows sampled for the words' frequencies: enough that a common word stands out and a rare one appears. */
const SAMPLE = 3000
/** Words of the rows at the end of the order tried for the word that comes last, the rarest first. */
const LAST_CANDIDATES = 20
/** No generated text holds this, nor starts a word with it. */
export const ABSENT_WORD = 'qyzzvokt'

/** Words of `text` a person would search by: four letters or more, not a word the English search leaves out ("with"). */
const wordsOf = (text: RawBuilder<unknown>) =>
  sql`regexp_split_to_table(lower(${text}), '[^[:alpha:]]+') AS w(word) WHERE length(word) >= 4 AND to_tsvector('english', word) <> ''::tsvector`

/** The listed rows `word` finds and the earliest rank among them, as the list searches it. */
async function found(db: Kysely<Database>, s: WordSource, word: string) {
  const query = await searchQuery(db, word)
  if (!query) throw new Error(`"${word}" holds nothing to search for`)
  const { rows } = await sql<{ n: number; first: number | null }>`
    SELECT count(*)::int AS n, min(${s.rank})::float8 AS first FROM ${s.from} WHERE ${s.where} AND ${s.vector} @@ ${query}::tsquery`.execute(db)
  return rows[0]!
}

/** The listed rows with a rank below `rank`: how far down the list a row of that rank is. */
async function before(db: Kysely<Database>, s: WordSource, rank: number) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${s.from} WHERE ${s.where} AND ${s.rank} < ${rank}`.execute(db)
  return rows[0]!.n
}

/**
 * The list's words: the commonest of a sample (`common`), the one of the sample's rarest that finds fewest rows
 * (`rare`), one no row has (`absent`), and of the words of the last rows in the default order, the one whose first
 * match comes latest (`last`, with how many listed rows come before that match).
 */
export async function listWords(db: Kysely<Database>, s: WordSource) {
  const { rows: sampled } = await sql<{ word: string; n: number }>`
    SELECT word, count(*)::int AS n
    FROM (SELECT ${s.text} AS text FROM ${s.from} WHERE ${s.where} ORDER BY md5(${s.key}::text) LIMIT ${SAMPLE}) r, ${wordsOf(sql`r.text`)}
    GROUP BY word ORDER BY n DESC, word`.execute(db)
  if (!sampled.length) throw new Error('no listed row holds a word to search for')
  const counted = async (word: string): Promise<FoundWord> => ({ word, rows: (await found(db, s, word)).n })
  const common = await counted(sampled[0]!.word)
  const rareCandidates = await Promise.all(sampled.slice(-LAST_CANDIDATES).map((w) => counted(w.word)))
  const rare = rareCandidates.filter((w) => w.rows > 0).sort((a, b) => a.rows - b.rows)[0]!
  const absent = await counted(ABSENT_WORD)
  if (absent.rows) throw new Error(`"${ABSENT_WORD}" finds ${absent.rows} rows; the absent word must find none`)

  const frequency = new Map(sampled.map((w) => [w.word, w.n]))
  const { rows: lastWords } = await sql<{ word: string }>`
    SELECT DISTINCT word FROM (SELECT ${s.text} AS text FROM ${s.from} WHERE ${s.where} ORDER BY ${s.rank} DESC LIMIT 200) r, ${wordsOf(sql`r.text`)}`.execute(db)
  const tried = lastWords
    .map((w) => w.word)
    .sort((a, b) => (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || a.localeCompare(b))
    .slice(0, LAST_CANDIDATES)
  let last: (FoundWord & { first: number }) | undefined
  for (const word of tried) {
    const { n, first } = await found(db, s, word)
    if (first !== null && (!last || first > last.first)) last = { word, rows: n, first }
  }
  if (!last) throw new Error('no word of the last rows finds them')
  return { common, rare, absent, last: { word: last.word, rows: last.rows, after: await before(db, s, last.first) } }
}

/** A filter value with its listed rows, and how many of them also match a word. */
export interface Together {
  value: string
  rows: number
  together: number
}

/**
 * Of the commoner half of a filter's values, the one whose rows the word is in the smallest share of: a common word
 * and a common filter that rarely meet, the shape that walks an order index furthest for a page.
 */
export function rarelyTogether(values: Together[]): Together {
  const commoner = [...values].sort((a, b) => b.rows - a.rows).slice(0, Math.max(1, Math.ceil(values.length / 2)))
  return commoner.sort((a, b) => a.together / a.rows - b.together / b.rows || b.rows - a.rows)[0]!
}

/** The search query of `word` as the list makes it, for a statement that counts what it finds. */
export async function queryOf(db: Kysely<Database>, word: string) {
  const query = await searchQuery(db, word)
  if (!query) throw new Error(`"${word}" holds nothing to search for`)
  return sql`${query}::tsquery`
}

/** A filter's values by their listed rows, the commonest first: `values` selects `value` and `rows`. */
export async function byRows(db: Kysely<Database>, values: RawBuilder<unknown>) {
  const { rows } = await sql<{ value: string; rows: number }>`SELECT value, rows::int AS rows FROM (${values}) v WHERE rows > 0 ORDER BY rows DESC, value`.execute(db)
  if (!rows.length) throw new Error('no listed row has any value of the filter')
  return { commonest: rows[0]!, rarest: rows.at(-1)! }
}
