import type { ColumnType, Generated } from 'kysely'

type Day = ColumnType<string, string, string>

export interface AnalyticsSaltsTable {
  day: Day
  salt: Buffer
}

export interface AnalyticsViewsTable {
  id: Generated<number>
  day: Day
  visitor: ColumnType<number, bigint | number | string, never>
  screen: string
  referrer: string | null
  device: 'phone' | 'tablet' | 'desktop'
  browser: string
}

export interface AnalyticsDailyTable {
  day: Day
  dimension: 'all' | 'screen' | 'referrer' | 'device' | 'browser'
  value: string
  views: number
  visitors: number
}

export interface AnalyticsSearchesTable {
  id: Generated<number>
  day: Day
  area: string
  words: string
  results: number
}

export interface AnalyticsSearchDailyTable {
  day: Day
  area: string
  words: string
  searches: number
  empty: number
}

/** A rolled-up day's searches and empty ones in all, kept by triggers on analytics_search_daily (migration 029). */
export interface AnalyticsSearchTotalsTable {
  day: Day
  searches: ColumnType<number, never, never>
  empty: ColumnType<number, never, never>
}

/** A block's searches (`span` days from `first_day`) by area and words, added up by the rollup job (migration 031). */
export interface AnalyticsSearchSpansTable {
  span: number
  first_day: Day
  area: string
  words: string
  searches: number
  empty: number
}

export interface AnalyticsRolledSpansTable {
  span: number
  first_day: Day
}

export interface AnalyticsRolledDaysTable {
  day: Day
  rolled_at: Generated<Date>
}

/** Analytics & Reporting: screen views and searches, raw for a while and rolled up by day for good. */
export interface AnalyticsTables {
  analytics_salts: AnalyticsSaltsTable
  analytics_views: AnalyticsViewsTable
  analytics_daily: AnalyticsDailyTable
  analytics_searches: AnalyticsSearchesTable
  analytics_search_daily: AnalyticsSearchDailyTable
  analytics_search_totals: AnalyticsSearchTotalsTable
  analytics_search_spans: AnalyticsSearchSpansTable
  analytics_rolled_days: AnalyticsRolledDaysTable
  analytics_rolled_spans: AnalyticsRolledSpansTable
}
