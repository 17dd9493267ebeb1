import { sql, type Kysely } from 'kysely'
import { JOURNAL_SORTS, JournalListQuery } from '../../contract/journal-filters.ts'
import type { Database } from '../../server/db/schema.ts'
import { benchJournals, createJournals } from '../../server/seed/factories/journals.ts'
import { journalRequests } from './journal-requests.ts'
import { filterShapes, pageShapes, rarePairShapes, shape, sortShapes, wordShapes } from './list-shapes.ts'
import type { List } from './lists.ts'
import { memberSession } from './prepared-database.ts'
import { ABSENT_WORD, byRows, rarelyTogether, type FoundWord, type Together } from './shape-words.ts'

const PATH = '/api/journals'

// The finder searches its own index in memory (server/modules/journals/search/), not PostgreSQL: its words are read
// from the catalogue's titles and counted by title, which the index also searches (with keywords and scope beside).

/** Journals whose title holds `word`. */
const withWord = (word: string) => sql<boolean>`j.title ILIKE ${`%${word}%`}`

async function titled(db: Kysely<Database>, word: string): Promise<FoundWord> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM journals j WHERE ${withWord(word)}`.execute(db)
  return { word, rows: rows[0]!.n }
}

/** The commonest word of a sample of titles, the one of its rarest found in fewest titles, and one no journal holds anywhere. */
async function titleWords(db: Kysely<Database>) {
  const { rows } = await sql<{ word: string }>`
    SELECT word FROM (SELECT title FROM journals ORDER BY md5(id::text) LIMIT 3000) j,
         regexp_split_to_table(lower(j.title), '[^[:alpha:]]+') AS w(word)
    WHERE length(word) >= 4 AND to_tsvector('english', word) <> ''::tsvector GROUP BY word ORDER BY count(*) DESC, word`.execute(db)
  const common = await titled(db, rows[0]!.word)
  const rare = (await Promise.all(rows.slice(-20).map((w) => titled(db, w.word)))).sort((a, b) => a.rows - b.rows)[0]!
  const { rows: absent } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM journals j WHERE (j.title || ' ' || j.scope || ' ' || array_to_string(j.keywords, ' ')) ILIKE ${`%${ABSENT_WORD}%`}`.execute(db)
  if (absent[0]!.n) throw new Error(`"${ABSENT_WORD}" is in ${absent[0]!.n} journals; the absent word must be in none`)
  return { common, rare, absent: { word: ABSENT_WORD, rows: 0 } }
}

const bySubject = (extra = sql`NULL`) => sql`
  SELECT s.slug AS value, count(*)::int AS rows, count(*) FILTER (WHERE ${extra})::int AS together
  FROM journals j JOIN journal_subjects js ON js.journal_id = j.id JOIN subjects s ON s.id = js.subject_id GROUP BY s.slug`

/** Its words have no order to come last in: a search is shown best match first. */
async function journalShapes(db: Kysely<Database>) {
  const words = await titleWords(db)
  const [publisher, index, subject] = await Promise.all([
    byRows(db, sql`SELECT p.slug AS value, count(*) AS rows FROM journals j JOIN publishers p ON p.id = j.publisher_id GROUP BY 1`),
    byRows(db, sql`SELECT i.slug AS value, count(*) AS rows FROM journal_indexings ji JOIN journal_indexes i ON i.id = ji.index_id GROUP BY 1`),
    byRows(db, bySubject()),
  ])
  // The slider's minimum at the median of the journals that have an impact factor, and near its top.
  const { rows: impact } = await sql<{ median: number; top: number }>`
    SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY impact_factor)::float8 AS median, percentile_disc(0.999) WITHIN GROUP (ORDER BY impact_factor)::float8 AS top
    FROM journals WHERE impact_factor IS NOT NULL`.execute(db)
  const { rows: pairs } = await sql<Together>`${bySubject(withWord(words.common.word))}`.execute(db)
  return [
    ...pageShapes(PATH, JournalListQuery),
    ...filterShapes(PATH, [
      { name: 'publisher', values: publisher, params: (value) => ({ publisher: value }) },
      { name: 'index', values: index, params: (value) => ({ indexes: value }) },
      { name: 'subject', values: subject, params: (value) => ({ subject: value }) },
    ]),
    shape(PATH, 'impact factor at least the median', { impactFactor: String(impact[0]!.median) }),
    shape(PATH, 'impact factor at least the top 0.1 %', { impactFactor: String(impact[0]!.top) }),
    shape(PATH, 'open access', { openAccess: 'true' }),
    shape(PATH, 'no charge (APC)', { noApc: 'true' }),
    shape(PATH, 'filters combined (the commonest subject and index, open access, no charge)', { subject: subject.commonest.value, indexes: index.commonest.value, openAccess: 'true', noApc: 'true' }),
    ...wordShapes(PATH, JournalListQuery, words),
    ...rarePairShapes(PATH, JournalListQuery, words.common, 'subject', rarelyTogether(pairs), (value) => ({ subject: value })),
    ...sortShapes(PATH, JOURNAL_SORTS, { name: 'the rarest subject', params: { subject: subject.rarest.value } }),
  ]
}

/** The journal finder: its catalogue generated as the journals step generates it, and that step's mix of requests. */
export const journalList: List = {
  name: 'journals',
  path: PATH,
  table: 'journals',
  fill: async (db, count) => void (await createJournals(db, benchJournals(count))),
  signIn: memberSession,
  shapes: journalShapes,
  mix: async () => journalRequests(),
}
