import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { LIST_MAX_PAGE } from '../../contract/common.ts'
import { createReadCache } from '../lib/read-cache.ts'
import { pageWindow, toPage, type Page } from './paging.ts'
import { queryShare, wordFrequencies } from './word-frequency.ts'

// A list is read in its order from an index that holds the order and at most one of its filters
// (vacancies_open_country_idx: a country's open vacancies, soonest closing first); its other filters (search words,
// subjects, a second filter) are tested on each row that walk reads. While they match often, a page is a few dozen
// rows read. A filter that matches few rows, or only rows late in the order, would have the walk read the whole index
// for its page: "lecturer" in a subject no lecturer post has read every open vacancy, slower with every row the table
// gains. So the walk stops after a bounded number of rows, and a page it did not fill is read the other way: every
// row the filters' own indexes find (GIN for words and subjects, trigrams for a staff search), then sorted. That costs
// in proportion to those matches, which the walk has just shown to be rare. Which way is cheaper is settled by what
// the rows hold, not by the planner's guess from each filter alone: it takes filters to be independent, and a word and
// a subject that never meet are estimated at hundreds of matches. One guess is safe: no more rows can match than hold
// the search's rarest needed word, so a search for words that ANALYZE found in few rows, or not at all, skips the walk.

/**
 * How many rows a first page's walk of a million-row list reads before the list is read by its filters instead: many
 * when the walk reads the index alone (its filters' columns and words are in it, migrations 044 and 045; 50,000
 * entries take about 15 ms), fewer when each row is read from the table (5,000 rows take 15 to 50 ms). A walk that
 * finds nothing wastes its rows, and the read by filters then costs a table row per match (an index entry costs about
 * a hundredth of that), and a page of 21 found within B rows means up to 21 × N / B matches in N rows: the worst of the
 * two is least where B grows as the square root of N. So a list of 100,000 rows walks about a third as far (`walkRows`).
 * A later page may read `WALK_PER_ROW` more rows for each row it skips or keeps.
 */
export const WALK_ROWS = { index: 50_000, table: 5_000 }

/**
 * A filter that matches one row in fifty is walked to any page. Only a client that scrolled there asks for a deep
 * page, so its matches exist, and the read by filters would cost a table row for each of them and for each match
 * after them: "university" in physiotherapy (one vacancy in 79) at page 100 of a million walks 133,000 entries in
 * about 90 ms, where a walk of twenty per row stopped short and the read by filters then took 480 to 800 ms.
 */
const WALK_PER_ROW = 50

/** A first page's walk of a list of about `rows` rows (WALK_ROWS); a table never analysed counts as a million. */
export const walkRows = (walk: keyof typeof WALK_ROWS, rows: number) =>
  Math.max(1_000, Math.round(WALK_ROWS[walk] * Math.sqrt((rows < 0 ? 1_000_000 : rows) / 1_000_000)))

/**
 * How many rows a walk reads for the cost of one match read by the filters' indexes (a table row): a hundred index
 * entries, or one table row. A search whose words fewer rows hold than the walk's bound divided by this is read by the
 * text index at once.
 */
const WALKED_PER_FOUND: Record<keyof typeof WALK_ROWS, number> = { index: 100, table: 1 }

/**
 * A table's rows and its search words' frequencies as the planner last estimated them (`reltuples`, `pg_stats`), read
 * again after a minute: a walk needs their size only.
 */
const estimates = createReadCache(60_000, { max: 100 })
const statistics = <DB>(db: Kysely<DB>, relation: string) =>
  estimates.read(relation, async () => {
    const { rows } = await sql<{ rows: number; words: string[] | null; shares: number[] | null; width: number; target: number }>`
      SELECT c.reltuples::float8 AS rows, s.most_common_elems::text::text[] AS words, s.most_common_elem_freqs AS shares,
        s.avg_width AS width, coalesce(nullif(a.attstattarget, -1), current_setting('default_statistics_target')::int) AS target
      FROM pg_class c
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'search_vector'
      LEFT JOIN pg_stats s ON s.schemaname = 'public' AND s.tablename = c.relname AND s.attname = 'search_vector'
      WHERE c.relname = ${relation} AND c.relnamespace = 'public'::regnamespace`.execute(db)
    const [row] = rows
    return { rows: row?.rows ?? -1, words: row ? wordFrequencies(row.words, row.shares, row.width, row.target) : undefined }
  })

/** A select from any tables that yields rows of `O`: only its selection is read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- which tables a select reads is the caller's own business
export type SelectOf<O> = SelectQueryBuilder<any, any, O>

/** A list read in the order of an index, filtered by what that index does not hold. */
export interface WalkedList<O> {
  /** The listed rows, with the one filter the order's index holds, selecting the order's columns and the row's key. */
  candidates: SelectOf<O>
  /** The filters the order's index does not order by; with no search either, the list is one walk. */
  narrowing: Expression<SqlBool>[]
  /**
   * The search words: as the walk tests them on the rows it reads, as the text index finds them, and the tsquery of
   * the table's `search_vector` (`walkedWords`).
   */
  search?: { walked: Expression<SqlBool>; found: Expression<SqlBool>; query: string } | undefined
  /** The order's terms over the columns of a table or of the page's rows, by their name (`w`, `m`). */
  order: (table: string) => RawBuilder<unknown>[]
  /** The candidates' table name, as `order` takes it. */
  table: string
  /** The table's name in the catalogue, where `table` is an alias of it. */
  relation?: string
  /** Whether the tested columns are in the walk's index, or each row is read from the table (WALK_ROWS). */
  walk: keyof typeof WALK_ROWS
}

type Rows<O> = SelectQueryBuilder<Record<'w' | 'm', O>, 'w' | 'm', O>

/**
 * One page of `list`: the rows `read` makes of the page's keys, chosen by a bounded walk of the order's index, and
 * when it comes back short, by the filters' indexes. `read` gets the page's rows (with the candidates' columns) as a
 * query to select from, and keeps their order.
 */
export async function walkedPage<DB, O, R>(
  db: Kysely<DB>,
  list: WalkedList<O>,
  page: number,
  size: number,
  read: (rows: Rows<O>) => Promise<R[]>,
): Promise<Page<R>> {
  const { items, hasMore } = await pageRows(db, list, page, size, read)
  // No page follows the last one a list may be asked for (LIST_MAX_PAGE), so a client scrolling on stops there.
  return { items, hasMore: hasMore && page < LIST_MAX_PAGE }
}

async function pageRows<DB, O, R>(db: Kysely<DB>, list: WalkedList<O>, page: number, size: number, read: (rows: Rows<O>) => Promise<R[]>) {
  const { candidates, narrowing, search, order, table, relation = table, walk } = list
  const { offset, limit } = pageWindow(page, size)
  const ordered = (rows: string) => sql.join(order(rows))
  const query = db as unknown as Kysely<Record<'w' | 'm', O>>
  const tested = search ? [...narrowing, search.walked] : narrowing
  if (!tested.length) return toPage(await read(query.selectFrom(candidates.orderBy(ordered(table)).limit(limit).offset(offset).as('w')).selectAll('w') as Rows<O>), size)

  const { rows, words } = await statistics(db, relation)
  const bound = walkRows(walk, rows) + WALK_PER_ROW * (offset + limit)
  const rare = search && words && queryShare(search.query, words) * Math.max(rows, 0) * WALKED_PER_FOUND[walk] <= bound
  if (!rare) {
    const walked = candidates.select(sql<SqlBool>`${sql.join(tested, sql` AND `)}`.as('hit')).orderBy(ordered(table)).limit(bound)
    const kept = query.selectFrom(walked.as('w')).selectAll('w').where(sql<SqlBool>`w.hit`)
    const first = await read(kept.orderBy(ordered('w')).limit(limit).offset(offset) as Rows<O>)
    if (first.length === limit) return toPage(first, size)
  }
  // MATERIALIZED: the matches are found first, by the filters' indexes, and only they are sorted; inlined, the planner
  // could pick the same walk again.
  const filters = search ? [...narrowing, search.found] : narrowing
  const found = query
    .with((cte) => cte('m').materialized(), () => candidates.where(sql<SqlBool>`${sql.join(filters, sql` AND `)}`) as never)
    .selectFrom('m')
    .selectAll('m')
    .orderBy(ordered('m'))
    .limit(limit)
    .offset(offset) as unknown as Rows<O>
  return toPage(await read(found), size)
}

/**
 * A list's filters by equality, for an order that has an index per filter (a place's vacancies, soonest closing first)
 * or none (`indexed` false): the first of `equal` asked for, which lists them narrowest first, is the one the walk's
 * index holds, and the others narrow its rows.
 */
export function equalFilters(table: string, equal: Record<string, number | undefined>, indexed: boolean) {
  const asked = Object.entries(equal).flatMap(([column, id]) => (id ? [sql<SqlBool>`${sql.ref(`${table}.${column}`)} = ${id}`] : []))
  return indexed ? { held: asked[0], narrowing: asked.slice(1) } : { held: undefined, narrowing: asked }
}

/** An order by one column, the id breaking its ties in the same direction, as `WalkedList.order` takes it. */
export const columnOrder = (column: string, direction: 'asc' | 'desc') => (table: string) => [
  sql`${sql.ref(`${table}.${column}`)} ${sql.raw(direction)}`,
  sql`${sql.ref(`${table}.id`)} ${sql.raw(direction)}`,
]
