import * as v from 'valibot'
import { ANALYTICS_MAX_DAYS, AnalyticsQuery, analyticsMessages } from '../../../contract/analytics.ts'
import { addDays } from '../../lib/figures.ts'
import type { AnalyticsSearch } from './search.ts'

/** Whole UTC days, both ends included, as the reports take them (YYYY-MM-DD). */
export interface DayRange {
  from: string
  to: string
}

/** Today's date in UTC, the days the reports count in. */
export const todayUtc = () => new Date().toISOString().slice(0, 10)

/** The `days` days up to and including today. */
export const lastDays = (days: number, today = todayUtc()): DayRange => ({ from: addDays(today, 1 - days), to: today })

export const DEFAULT_DAYS = 30

export const presets = [
  { days: 1, label: 'Today' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const

/** How many days a range covers, both ends included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

export type RangeErrors = Partial<Record<keyof DayRange, string>>

/** The range the address names, or what is wrong with it, per date, in the API's own words. */
export type RangeCheck = { range: DayRange; errors?: undefined } | { range?: undefined; errors: RangeErrors }

/**
 * The range the address asks for: the last 30 days up to today when it names no dates, the 30 days up to `to` when
 * it names only that, up to today from `from` when it names only that. A date that is not one, an end before the
 * start or a range longer than the API answers is an error under the date to change.
 */
export function readRange(search: Pick<AnalyticsSearch, 'from' | 'to'>, today = todayUtc()): RangeCheck {
  const to = search.to ?? today
  const asked = { from: search.from ?? (v.is(AnalyticsQuery.entries.to, to) ? addDays(to, 1 - DEFAULT_DAYS) : today), to }
  const parsed = v.safeParse(AnalyticsQuery, asked)
  if (!parsed.success) {
    const messageFor = (key: keyof DayRange) => parsed.issues.find((issue) => issue.path?.[0]?.key === key)?.message
    return { errors: { from: messageFor('from'), to: messageFor('to') } }
  }
  if (asked.to < asked.from) return { errors: { to: analyticsMessages.rangeOrder } }
  if (daysIn(asked) > ANALYTICS_MAX_DAYS) return { errors: { to: analyticsMessages.rangeLength } }
  return { range: asked }
}
