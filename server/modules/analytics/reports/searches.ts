import { sql, type Kysely, type RawBuilder } from 'kysely'
import { ANALYTICS_TOP, searchAreas, type SearchArea } from '../../../../contract/analytics.ts'
import type { Database } from '../../../db/schema.ts'
import type { DaySplit } from './days.ts'
import type { ReportRange } from './range.ts'

// Directory searches: rolled-up days from analytics_search_daily and its day totals (migration 029), the other days
// from analytics_searches.

export interface DaySearches {
  day: string
  searches: number
  empty: number
}

export interface WordRow {
  area: SearchArea
  words: string
  searches: number
  empty: number
}

/** What a top list ranks by: how often the words were searched, or how often they found nothing. */
export type WordMeasure = 'searches' | 'empty'

/** The first threshold a top list tries, and how much lower the next is when too few words reached it (see `topWords`). */
const FIRST_THRESHOLD = 32
const THRESHOLD_STEP = 4

/** Two words' order in a top list: the most first, then by words and area, as the database orders them too. */
const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byMeasure = (measure: WordMeasure) => (a: WordRow, b: WordRow) => b[measure] - a[measure] || inOrder(a.words, b.words) || inOrder(a.area, b.area)

/** A top list not settled yet: its place among the lists, its areas, and the threshold it asks at next. */
interface OpenList {
  place: number
  areas: readonly SearchArea[]
  threshold: number
}

export function createSearchesRepository(db: Kysely<Database>) {
  /**
   * The range's figures of the words in `areas` that `chosen` picks: a query of `area, words`, which may read `raw`
   * (the raw days' searches by day, area and words). Rolled-up days are added up through the word-and-day index,
   * one word at a time, so this is for a few hundred words, not for a whole long tail.
   */
  async function figuresOf(days: DaySplit, range: ReportRange, areas: readonly SearchArea[], chosen: RawBuilder<unknown>) {
    const { rows } = await sql<WordRow>`
      WITH raw AS (
        SELECT day, area, words, count(*)::int AS searches, count(*) FILTER (WHERE results = 0)::int AS empty
        FROM analytics_searches WHERE day = ANY(${days.raw}::date[]) AND area = ANY(${areas}::text[]) GROUP BY day, area, words
      ),
      raw_words AS (SELECT area, words, sum(searches) AS searches, sum(empty) AS empty FROM raw GROUP BY area, words),
      chosen AS (${chosen})
      SELECT c.area, c.words,
             (coalesce(w.searches, 0) + coalesce(d.searches, 0))::int AS searches,
             (coalesce(w.empty, 0) + coalesce(d.empty, 0))::int AS empty
      FROM chosen c
      LEFT JOIN raw_words w ON w.area = c.area AND w.words = c.words
      LEFT JOIN LATERAL (
        SELECT sum(searches) AS searches, sum(empty) AS empty FROM analytics_search_daily r
        WHERE r.area = c.area AND r.words = c.words AND r.day BETWEEN ${range.from}::date AND ${range.to}::date
          AND r.day = ANY(${days.rolled}::date[])
      ) d ON true`.execute(db)
    return rows
  }

  /**
   * The words at their list's threshold or more of `measure` on one of the range's days. Each threshold is a query
   * of its own lists, so it bounds the day-and-measure index's scan (a threshold read from a join would not).
   */
  const candidates = (days: DaySplit, range: ReportRange, measure: WordMeasure, lists: readonly OpenList[]) => {
    const thresholds = [...new Set(lists.map((list) => list.threshold))]
    const areasAt = (threshold: number) => lists.filter((list) => list.threshold === threshold).flatMap((list) => list.areas)
    return figuresOf(
      days,
      range,
      lists.flatMap((list) => list.areas),
      sql.join(
        thresholds.map(
          (threshold) => sql`
            SELECT area, words FROM analytics_search_daily
            WHERE day = ANY(${days.rolled}::date[]) AND ${sql.ref(measure)} >= ${threshold} AND area = ANY(${areasAt(threshold)}::text[])
            UNION
            SELECT area, words FROM raw WHERE ${sql.ref(measure)} >= ${threshold} AND area = ANY(${areasAt(threshold)}::text[])`,
        ),
        sql` UNION `,
      ),
    )
  }

  /** The first words of each list by `measure` with every word added up, for lists whose words are all rare. */
  const first = (days: DaySplit, range: ReportRange, measure: WordMeasure, lists: readonly OpenList[]) =>
    figuresOf(
      days,
      range,
      lists.flatMap((list) => list.areas),
      sql.join(
        lists.map(
          ({ areas }) => sql`(
            SELECT area, words FROM (
              SELECT area, words, ${sql.ref(measure)} AS n FROM analytics_search_daily
              WHERE day = ANY(${days.rolled}::date[]) AND area = ANY(${areas}::text[]) AND ${sql.ref(measure)} > 0
              UNION ALL SELECT area, words, ${sql.ref(measure)} FROM raw WHERE area = ANY(${areas}::text[])
            ) w
            GROUP BY area, words HAVING sum(n) > 0
            ORDER BY sum(n) DESC, words COLLATE "C", area COLLATE "C" LIMIT ${ANALYTICS_TOP})`,
        ),
        sql` UNION ALL `,
      ),
    )

  return {
    /** Searches and those that found nothing, on each day of the range and the period before that had any. */
    async daily(days: DaySplit) {
      const { rows } = await sql<DaySearches>`
        SELECT day, searches::int, empty::int FROM analytics_search_totals WHERE day = ANY(${days.rolled}::date[])
        UNION ALL
        SELECT day, count(*)::int, count(*) FILTER (WHERE results = 0)::int FROM analytics_searches
        WHERE day = ANY(${days.raw}::date[]) GROUP BY day`.execute(db)
      return rows
    },

    /**
     * The words ranked first by `measure` over the range (`days` holds the range's days alone): ANALYTICS_TOP of them
     * per area, or in all areas together when not `perArea`. Searched words are a long tail, nearly a rollup row per
     * search, so a list adds up only the words that can be among its first. A word below a threshold t on each of
     * the range's n days adds up to at most (t - 1) × n: once a list's last word among the candidates (the words at t
     * or more on some day) is above that, no other word can take its place. Lists start at a high threshold, where
     * few words reach it; an unsettled one asks again at the threshold its last candidate so far settles (more
     * candidates only raise that figure), or at a lower one when fewer words than it holds reached it. At 1, every
     * word of the list is added up.
     */
    async topWords(days: DaySplit, range: ReportRange, measure: WordMeasure, perArea: boolean) {
      const n = range.days.length
      const lists = perArea ? searchAreas.map((area) => [area]) : [[...searchAreas]]
      const settled: WordRow[][] = []
      let open: OpenList[] = lists.map((areas, place) => ({ place, areas, threshold: FIRST_THRESHOLD }))
      while (open.length) {
        const asked = open.filter((list) => list.threshold > 1)
        const everyWord = open.filter((list) => list.threshold <= 1)
        const [found, firsts] = await Promise.all([
          asked.length ? candidates(days, range, measure, asked) : [],
          everyWord.length ? first(days, range, measure, everyWord) : [],
        ])
        const rowsOf = (list: OpenList, rows: WordRow[]) => rows.filter((row) => list.areas.includes(row.area)).sort(byMeasure(measure))
        for (const list of everyWord) settled[list.place] = rowsOf(list, firsts)
        open = []
        for (const list of asked) {
          const rows = rowsOf(list, found)
          const last = rows[ANALYTICS_TOP - 1]
          if (last && last[measure] > (list.threshold - 1) * n) settled[list.place] = rows.slice(0, ANALYTICS_TOP)
          else open.push({ ...list, threshold: last ? Math.ceil(last[measure] / n) : Math.floor(list.threshold / THRESHOLD_STEP) })
        }
      }
      return settled.flat()
    },
  }
}

export type SearchesRepository = ReturnType<typeof createSearchesRepository>
