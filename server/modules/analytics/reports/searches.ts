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

/**
 * The searches of the range's raw days (a day or two, not rolled up yet), read once for all its top lists: by day
 * and word, and added up by word.
 */
export interface RawWords {
  byDay: (WordRow & { day: string })[]
  byWord: Map<string, WordRow>
}

/** The first threshold a top list tries, and how much lower the next is when too few words reached it (see `topWords`). */
const FIRST_THRESHOLD = 32
const THRESHOLD_STEP = 4

const keyOf = (row: { area: string; words: string }) => `${row.area}\n${row.words}`

/** Two words' order in a top list: the most first, then by words and area, as the database orders them too. */
const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byMeasure = (measure: WordMeasure) => (a: WordRow, b: WordRow) => b[measure] - a[measure] || inOrder(a.words, b.words) || inOrder(a.area, b.area)

/** A top list not settled yet: its place among the lists, its areas, and the threshold it asks at next. */
interface OpenList {
  place: number
  areas: readonly SearchArea[]
  threshold: number
}

/** A word at a threshold or more on some day: what those days add up to, and how many they are. */
interface Candidate {
  area: SearchArea
  words: string
  heavy: number
  days: number
}

/** Words as SQL rows (`area, words`), from arrays: no words are no rows. */
const wordsTable = (words: readonly { area: string; words: string }[]) =>
  sql`SELECT * FROM unnest(${words.map((w) => w.area)}::text[], ${words.map((w) => w.words)}::text[]) AS given(area, words)`

export function createSearchesRepository(db: Kysely<Database>) {
  /**
   * The range's figures of the words `chosen` picks (a query of `area, words`): the rolled-up days added up through
   * the word-and-day index, one word at a time (so this is for a few thousand words at most, not a whole long tail),
   * and the raw days' added from `raw`.
   */
  async function figuresOf(days: DaySplit, range: ReportRange, raw: RawWords, chosen: RawBuilder<unknown>) {
    const { rows } = await sql<WordRow>`
      WITH chosen AS (${chosen})
      SELECT c.area, c.words, coalesce(d.searches, 0)::int AS searches, coalesce(d.empty, 0)::int AS empty
      FROM chosen c
      LEFT JOIN LATERAL (
        SELECT sum(searches) AS searches, sum(empty) AS empty FROM analytics_search_daily r
        WHERE r.area = c.area AND r.words = c.words AND r.day BETWEEN ${range.from}::date AND ${range.to}::date
          AND r.day = ANY(${days.rolled}::date[])
      ) d ON true`.execute(db)
    return rows.map((row) => {
      const fresh = raw.byWord.get(keyOf(row))
      return fresh ? { ...row, searches: row.searches + fresh.searches, empty: row.empty + fresh.empty } : row
    })
  }

  /**
   * The candidates of lists asking at a threshold: each word at its list's threshold or more of `measure` on one of
   * the range's days, with what those days add up to (`heavy`) and how many they are. Read from the day-and-measure
   * index alone, a query per threshold so it bounds the index's scan (a threshold read from a join would not).
   */
  async function census(days: DaySplit, raw: RawWords, measure: WordMeasure, lists: readonly OpenList[]) {
    const thresholdOf = new Map(lists.flatMap((list) => list.areas.map((area) => [area, list.threshold] as const)))
    const thresholds = [...new Set(thresholdOf.values())]
    const { rows } = await sql<Candidate>`${sql.join(
      thresholds.map(
        (threshold) => sql`
          SELECT area, words, sum(${sql.ref(measure)})::int AS heavy, count(*)::int AS days FROM analytics_search_daily
          WHERE day = ANY(${days.rolled}::date[]) AND area = ANY(${[...thresholdOf].filter(([, t]) => t === threshold).map(([area]) => area)}::text[])
            AND ${sql.ref(measure)} >= ${threshold}
          GROUP BY area, words`,
      ),
      sql` UNION ALL `,
    )}`.execute(db)
    const found = new Map(rows.map((row) => [keyOf(row), row]))
    for (const row of raw.byDay) {
      const threshold = thresholdOf.get(row.area)
      if (threshold === undefined || row[measure] < threshold) continue
      const known = found.get(keyOf(row))
      found.set(keyOf(row), { area: row.area, words: row.words, heavy: (known?.heavy ?? 0) + row[measure], days: (known?.days ?? 0) + 1 })
    }
    return [...found.values()]
  }

  /** The first words of each list by `measure` with every word added up, for lists whose words are all rare. */
  const first = (days: DaySplit, range: ReportRange, raw: RawWords, measure: WordMeasure, lists: readonly OpenList[]) =>
    figuresOf(
      days,
      range,
      raw,
      sql.join(
        lists.map(({ areas }) => {
          const fresh = [...raw.byWord.values()].filter((row) => areas.includes(row.area) && row[measure] > 0)
          return sql`(
            SELECT area, words FROM (
              SELECT area, words, ${sql.ref(measure)} AS n FROM analytics_search_daily
              WHERE day = ANY(${days.rolled}::date[]) AND area = ANY(${areas}::text[]) AND ${sql.ref(measure)} > 0
              UNION ALL
              SELECT * FROM unnest(${fresh.map((w) => w.area)}::text[], ${fresh.map((w) => w.words)}::text[], ${fresh.map((w) => w[measure])}::int[])
            ) w
            GROUP BY area, words HAVING sum(n) > 0
            ORDER BY sum(n) DESC, words COLLATE "C", area COLLATE "C" LIMIT ${ANALYTICS_TOP})`
        }),
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

    /** The raw days' searches by day and words (`days` holds the range's days alone). */
    async rawWords(days: DaySplit): Promise<RawWords> {
      const { rows: byDay } = await sql<WordRow & { day: string }>`
        SELECT day, area, words, count(*)::int AS searches, count(*) FILTER (WHERE results = 0)::int AS empty
        FROM analytics_searches WHERE day = ANY(${days.raw}::date[]) GROUP BY day, area, words`.execute(db)
      const byWord = new Map<string, WordRow>()
      for (const { day: _day, ...row } of byDay) {
        const total = byWord.get(keyOf(row))
        byWord.set(keyOf(row), total ? { ...total, searches: total.searches + row.searches, empty: total.empty + row.empty } : row)
      }
      return { byDay, byWord }
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
    async topWords(days: DaySplit, range: ReportRange, raw: RawWords, measure: WordMeasure, perArea: boolean) {
      const n = range.days.length
      const lists = perArea ? searchAreas.map((area) => [area]) : [[...searchAreas]]
      const settled: WordRow[][] = []
      let open: OpenList[] = lists.map((areas, place) => ({ place, areas, threshold: FIRST_THRESHOLD }))
      while (open.length) {
        const asked = open.filter((list) => list.threshold > 1)
        const everyWord = open.filter((list) => list.threshold <= 1)
        const [candidates, firsts] = await Promise.all([
          asked.length ? census(days, raw, measure, asked) : [],
          everyWord.length ? first(days, range, raw, measure, everyWord) : [],
        ])
        const inList = <R extends { area: SearchArea }>(list: OpenList, rows: R[]) => rows.filter((row) => list.areas.includes(row.area))
        for (const list of everyWord) settled[list.place] = inList(list, firsts).sort(byMeasure(measure))
        // A list with too few candidates asks lower; one with enough adds up exactly only the candidates that may be
        // among its first: a word's days below the threshold add at most (t - 1) each to what its others add up to,
        // and its list's first words add up to at least the 50th largest of those (`floor`).
        const deciding = asked.map((list) => {
          const listed = inList(list, candidates)
          if (listed.length < ANALYTICS_TOP) return { list, kept: [] }
          const floor = listed.map((c) => c.heavy).sort((a, b) => b - a)[ANALYTICS_TOP - 1]!
          return { list, kept: listed.filter((c) => c.heavy + (list.threshold - 1) * (n - c.days) >= floor) }
        })
        const kept = deciding.flatMap((d) => d.kept)
        const exact = kept.length ? await figuresOf(days, range, raw, wordsTable(kept)) : []
        open = []
        for (const { list, kept: listKept } of deciding) {
          const rows = inList(list, exact).sort(byMeasure(measure))
          const last = listKept.length ? rows[ANALYTICS_TOP - 1] : undefined
          if (last && last[measure] > (list.threshold - 1) * n) settled[list.place] = rows.slice(0, ANALYTICS_TOP)
          else open.push({ ...list, threshold: last ? Math.ceil(last[measure] / n) : Math.floor(list.threshold / THRESHOLD_STEP) })
        }
      }
      return settled.flat()
    },
  }
}

export type SearchesRepository = ReturnType<typeof createSearchesRepository>
