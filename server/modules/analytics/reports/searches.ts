import { sql, type Kysely } from 'kysely'
import { ANALYTICS_TOP, searchAreas, type SearchArea } from '../../../../contract/analytics.ts'
import type { Database } from '../../../db/schema.ts'
import { spanKey, splitBySpans } from '../search-spans.ts'
import type { DaySplit } from './days.ts'
import type { ReportRange } from './range.ts'

// Directory searches: rolled-up days from analytics_search_totals (figures) and analytics_search_spans or
// analytics_search_daily (words), the other days from analytics_searches.

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

/** The words most searched in each area, and those that found nothing most often in all areas. */
export interface TopWords {
  top: WordRow[]
  noResults: WordRow[]
}

/** Two words' order in a list: the most first, then by words and area, as the database orders them too. */
const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byMeasure = (measure: 'searches' | 'empty') => (a: WordRow, b: WordRow) => b[measure] - a[measure] || inOrder(a.words, b.words) || inOrder(a.area, b.area)
const byArea = (a: WordRow, b: WordRow) => searchAreas.indexOf(a.area) - searchAreas.indexOf(b.area) || byMeasure('searches')(a, b)

export function createSearchesRepository(db: Kysely<Database>) {
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
     * The range's words added up (`days` holds the range's days alone): the rolled-up days from the largest blocks the
     * job has added up and the single days between them, the others from the raw searches; then ANALYTICS_TOP of them
     * per area by searches, and ANALYTICS_TOP in all by searches that found nothing.
     */
    async topWords(days: DaySplit, range: ReportRange): Promise<TopWords> {
      const { rows: marks } = await sql<{ span: number; firstDay: string }>`
        SELECT span, first_day AS "firstDay" FROM analytics_rolled_spans WHERE first_day BETWEEN ${range.from}::date AND ${range.to}::date`.execute(db)
      const rolled = new Set(days.rolled)
      const split = splitBySpans(range.days, new Set(marks.map((mark) => spanKey(mark.span, mark.firstDay))))
      const singles = split.days.filter((day) => rolled.has(day))
      const { rows } = await sql<WordRow & { list: 'top' | 'empty' }>`
        WITH words AS (
          SELECT area, words, sum(searches)::int AS searches, sum(empty)::int AS empty FROM (
            SELECT s.* FROM unnest(${split.spans.map((s) => s.span)}::smallint[], ${split.spans.map((s) => s.firstDay)}::date[]) AS b(span, first_day)
            -- OFFSET 0 keeps each block a lookup of its own in the primary key: joined plainly, the planner misjudges
            -- how few rows a block holds and reads the whole table instead.
            CROSS JOIN LATERAL (
              SELECT area, words, searches, empty FROM analytics_search_spans s WHERE s.span = b.span AND s.first_day = b.first_day OFFSET 0
            ) s
            UNION ALL
            SELECT area, words, searches, empty FROM analytics_search_daily WHERE day = ANY(${singles}::date[])
            UNION ALL
            SELECT area, words, 1, (results = 0)::int FROM analytics_searches WHERE day = ANY(${days.raw}::date[])
          ) w
          GROUP BY area, words
        )
        SELECT 'top' AS list, area, words, searches, empty FROM (
          SELECT *, row_number() OVER (PARTITION BY area ORDER BY searches DESC, words COLLATE "C") AS place FROM words
        ) ranked
        WHERE place <= ${ANALYTICS_TOP}
        UNION ALL
        (SELECT 'empty', area, words, searches, empty FROM words WHERE empty > 0
         ORDER BY empty DESC, words COLLATE "C", area COLLATE "C" LIMIT ${ANALYTICS_TOP})`.execute(db)
      const list = (name: 'top' | 'empty') => rows.filter((row) => row.list === name).map(({ list: _list, ...row }) => row)
      return { top: list('top').sort(byArea), noResults: list('empty').sort(byMeasure('empty')) }
    },
  }
}

export type SearchesRepository = ReturnType<typeof createSearchesRepository>
