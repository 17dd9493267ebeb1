import { sql } from 'kysely'
import { ANALYTICS_MAX_DAYS, analyticsMessages, type AnalyticsQuery } from '../../../../contract/analytics.ts'
import { invalid, type FieldIssue } from '../../../http/errors.ts'
import { DAY_MS, dateOf, daysFrom, startOf } from '../../../lib/days.ts'

/** The first and last days a report may name: a calendar both PostgreSQL and JavaScript read the same way. */
const FIRST_DAY = '2000-01-01'
const LAST_DAY = '2999-12-31'
export const dayOutOfBounds = `Enter a real date from ${FIRST_DAY} to ${LAST_DAY}`

/**
 * A report's whole UTC days, both ends included, and the period before it: the same number of days ending the day
 * before `from`. Days are YYYY-MM-DD (for `date` columns); moments are their UTC midnights (for `timestamptz` ones).
 */
export interface ReportRange {
  from: string
  to: string
  previousFrom: string
  previousTo: string
  /** The range's days, oldest first. */
  days: string[]
  /** The start of the period before, of the range, and the range's end (the start of the day after `to`). */
  previousStart: Date
  start: Date
  end: Date
}

/** `day` within the bounds; the contract has checked that it is a day of the calendar. */
const inBounds = (day: string) => day >= FIRST_DAY && day <= LAST_DAY

/** The range a report's query asks for, or the 400 naming the field at fault. */
export function reportRange({ from, to }: Pick<AnalyticsQuery, 'from' | 'to'>): ReportRange {
  const issues: FieldIssue[] = [
    ...(inBounds(from) ? [] : [{ path: 'from', message: dayOutOfBounds }]),
    ...(inBounds(to) ? [] : [{ path: 'to', message: dayOutOfBounds }]),
  ]
  if (issues.length) throw invalid(issues)
  const start = startOf(from)
  const end = new Date(startOf(to).getTime() + DAY_MS)
  const length = Math.round((end.getTime() - start.getTime()) / DAY_MS)
  if (length < 1) throw invalid([{ path: 'to', message: analyticsMessages.rangeOrder }])
  if (length > ANALYTICS_MAX_DAYS) throw invalid([{ path: 'to', message: analyticsMessages.rangeLength }])
  const previousStart = new Date(start.getTime() - length * DAY_MS)
  return { from, to, previousFrom: dateOf(previousStart), previousTo: dateOf(new Date(start.getTime() - DAY_MS)), days: daysFrom(start, length), previousStart, start, end }
}

/** The range's days as the contract names them, for every report's answer. */
export const rangeFields = ({ from, to, previousFrom, previousTo }: ReportRange) => ({ from, to, previousFrom, previousTo })

/** SQL: a timestamptz column's moment falls in the period before or in the range (read by an index on it). */
export const inPeriods = (column: string, range: ReportRange) => sql`${sql.ref(column)} >= ${range.previousStart} AND ${sql.ref(column)} < ${range.end}`
