import { sql, type Kysely, type RawBuilder, type ReferenceExpression, type SelectQueryBuilder } from 'kysely'
import { createReadCache } from '../lib/read-cache.ts'
import type { Database } from './schema.ts'

// Every list but the journal finder searches in PostgreSQL the same way: a stored generated `tsvector` column
// (weighted fields, GIN index), matched with the query made here. Both PGlite and PostgreSQL 15 run it.

/**
 * The search box's words as a tsquery, or null when they hold nothing to search for (blank, punctuation, or
 * only words like "the" before a complete last word): that is no text filter. `websearch_to_tsquery` reads
 * "quoted phrases", `or` and `-word` and never fails on odd input. While someone types, the last word is usually
 * unfinished ("cardio" for cardiology), so it is matched as a prefix of the words as written, which the vectors
 * hold beside the English stems (stems are no prefixes of what people type: "psy" stems to "psi"), and of the
 * stems; the words before it are matched whole, stemmed. The whole text through `websearch_to_tsquery` would also
 * ask for the unfinished word as a word, which nothing matches. After `or`, the last word is one of two choices,
 * as websearch_to_tsquery reads `or`. The last word is split by the same parser that made the vectors
 * (`plainto_tsquery`), so it is read as the indexed text was ("covid-19" is covid and -19, as PostgreSQL keeps
 * a number after a hyphen) and none of its characters can be tsquery syntax; only its last piece is a prefix.
 * A last word that excludes (`-surgery`) or closes a phrase is complete, and is matched as written.
 *
 * The query is made in its own round trip, so the list's query gets it as a constant: the planner then uses the
 * GIN index with it, and a search that holds no words runs no text filter at all.
 */
export function searchQuery(db: Kysely<Database>, text: string): Promise<string | null> {
  const words = text.trim()
  return queries.read(words, () => makeSearchQuery(db, words))
}

/**
 * The queries made lately, by their words. A text's query depends on nothing but the text search configurations,
 * which no one changes while the server runs, and many people type the same first letters: one round trip fewer
 * for each search they repeat.
 */
const queries = createReadCache(60 * 60_000, { max: 2000 })

async function makeSearchQuery(db: Kysely<Database>, words: string): Promise<string | null> {
  if (!/[\p{L}\p{N}]/u.test(words)) return null
  const tokens = words.split(/\s+/)
  const last = tokens.at(-1)!
  if (/^-|"$/.test(last) || !/[\p{L}\p{N}]/u.test(last)) return run(db, sql`websearch_to_tsquery('english', ${words})`)
  const either = tokens.length > 2 && /^or$/i.test(tokens.at(-2)!)
  const before = tokens.slice(0, either ? -2 : -1).join(' ')
  // The text of a tsquery is tsquery syntax whose last operand ends it, so `:*` there makes that operand a prefix.
  // It is cast, not parsed again by to_tsquery: its lexemes are already normalised, and parsing them again would
  // split some ("5e9a4d23" reads as the number 5e9 and the word a4d23) so that nothing matched.
  const prefix = (config: string) => sql`(nullif(plainto_tsquery(${config}::regconfig, ${last})::text, '') || ':*')::tsquery`
  // As written while the word is half typed; stemmed too once it may be whole ("consultants" is consult). The stem
  // is asked for only where it differs, and is empty for a word like "the".
  const lastWord = sql`(SELECT CASE WHEN numnode(stemmed) = 0 OR stemmed = written THEN written ELSE written || stemmed END
    FROM (SELECT coalesce(${prefix('simple')}, ''::tsquery) AS written, coalesce(${prefix('english')}, ''::tsquery) AS stemmed) AS forms)`
  return run(db, sql`websearch_to_tsquery('english', ${before}) ${sql.raw(either ? '||' : '&&')} ${lastWord}`)
}

async function run(db: Kysely<Database>, query: RawBuilder<unknown>) {
  const { rows } = await sql<{ query: string }>`SELECT (${query})::text AS query`.execute(db)
  return rows[0]?.query || null
}

/**
 * `column @@ query` for a query from `searchQuery`. A search narrows a list and keeps its order: every word must
 * match, so every row found has them all, and a list ordered by its own index column is read from that index
 * until the page is full. Ordering by `ts_rank` instead ranks every match before the first page can be sent:
 * a half-typed "med" matches a fifth of a large list.
 */
export const matches = (column: string, query: string) => sql<boolean>`${sql.ref(column)} @@ ${query}::tsquery`

/**
 * A search of a list whose order indexes carry its words (`index_words`, migration 045), as `walkedPage` takes it:
 * tested on each index entry a walk reads, or on the table's row when the words were too many for an entry (NULL
 * there); and as the text index finds them.
 */
export const walkedWords = (table: 'vacancies' | 'events', query: string) => ({
  walked: sql<boolean>`coalesce(${sql.ref(`${table}.index_words`)} @@ ${query}::tsquery, EXISTS (SELECT 1 FROM ${sql.table(table)} AS whole WHERE whole.id = ${sql.ref(`${table}.id`)} AND whole.search_vector @@ ${query}::tsquery))`,
  found: matches(`${table}.search_vector`, query),
  query,
})

/** Text for `ILIKE '%…%'` that matches itself: % and _ are literal in it. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The rows of `query` in which any of `columns` holds `text`, in any case; all of them without text. Staff lists are
 * searched this way, not by words, because staff look for part of a name, an email or a reference.
 */
export function whereContains<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, text: string | undefined, columns: ReferenceExpression<DB, TB>[]) {
  return text ? whereLike(query, likePattern(text), columns) : query
}

/** The rows of `query` in which any of `columns` is `ILIKE` a pattern from `likePattern`. */
export function whereLike<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, pattern: string, columns: ReferenceExpression<DB, TB>[]) {
  return query.where((eb) => eb.or(columns.map((column) => eb(column, 'ilike', pattern))))
}
