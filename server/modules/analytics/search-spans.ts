import { DAY_MS, startOf } from '../../lib/days.ts'

/**
 * The blocks of days the rollup job adds a rolled-up day's searches into, besides the day itself (migration 031): the
 * searches report reads a range from the largest blocks that fit, so a year is a few dozen reads, not 365.
 */
export const SEARCH_SPANS = [256, 64, 16, 4] as const

/** Days since 1970-01-01: blocks of `span` days start where this is a multiple of `span`. */
const epochDay = (day: string) => Math.round(startOf(day).getTime() / DAY_MS)

/** A block of searches the job has added up: its size and first day. */
export interface SearchSpan {
  span: number
  firstDay: string
}

/** Where a range's searches are read from: whole blocks, and the single days no block covers. */
export interface SpanSplit {
  spans: SearchSpan[]
  days: string[]
}

/**
 * The range's days (oldest first, one after the other) as the largest blocks added up already (`rolled` holds
 * `span:firstDay` of each) that lie wholly inside it, and the days left over. Blocks of a size are aligned, so each
 * day takes the largest block starting on it, and the days up to the next block of that size are single or smaller.
 */
export function splitBySpans(days: readonly string[], rolled: ReadonlySet<string>): SpanSplit {
  const split: SpanSplit = { spans: [], days: [] }
  for (let i = 0; i < days.length; ) {
    const day = days[i]!
    const span = SEARCH_SPANS.find((span) => epochDay(day) % span === 0 && i + span <= days.length && rolled.has(spanKey(span, day)))
    if (span) split.spans.push({ span, firstDay: day })
    else split.days.push(day)
    i += span ?? 1
  }
  return split
}

export const spanKey = (span: number, firstDay: string) => `${span}:${firstDay}`
