import * as v from 'valibot'
import { CalendarDay } from './calendar-day.ts'
import { envelope } from './common.ts'

// Analytics & Reporting: screen views counted without cookies (`POST /api/analytics/view`), directory searches, and
// the reports staff read (`GET /api/admin/analytics/{report}?from=&to=[&format=csv]`, permission `analytics.read`).

/**
 * The screens a view may name: each public and member route's pattern as the router knows it. A beacon naming
 * anything else is dropped. The admin area is not counted: staff at work are not visitors.
 */
export const analyticsScreens = [
  '/',
  '/about',
  '/chat',
  '/connect',
  '/contact',
  '/event',
  '/event/$slug',
  '/expert-result',
  '/forgot-password',
  '/journal-finder',
  '/login',
  '/page/$slug',
  '/pages/$slug',
  '/plans',
  '/rc-community',
  '/register',
  '/reset-password',
  '/settings',
  '/subscriptions',
  '/templates',
  '/user-dashboard',
  '/vacancy',
  '/vacancy/$slug',
  '/verify-email',
  '/writing-services',
  '/writting',
] as const
export type AnalyticsScreen = (typeof analyticsScreens)[number]

/** What the web app sends for each screen it shows; anything else in it is ignored. */
export const ViewBeacon = v.object({
  screen: v.picklist(analyticsScreens),
  /** The referring site's host name alone, on the first screen of a visit that came from another site. */
  referrer: v.optional(v.pipe(v.string(), v.maxLength(253), v.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i))),
})
export type ViewBeacon = v.InferOutput<typeof ViewBeacon>
/** A beacon body larger than this is dropped unread. */
export const VIEW_BEACON_MAX_BYTES = 1024

/** The directories whose searches are recorded. */
export const searchAreas = ['journals', 'vacancies', 'events', 'experts', 'community', 'manuscript'] as const
export type SearchArea = (typeof searchAreas)[number]
/** Searched words are kept up to this many characters. */
export const SEARCH_WORDS_MAX = 200

export const devices = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof devices)[number]

export const analyticsReports = ['overview', 'screens', 'referrers', 'devices', 'searches', 'funnel', 'revenue', 'community', 'chat'] as const
export type AnalyticsReport = (typeof analyticsReports)[number]

/** The longest range a report covers: two years and a day. */
export const ANALYTICS_MAX_DAYS = 732
/** The most rows a top list (screens, referrers, searches) answers. */
export const ANALYTICS_TOP = 50


export const AnalyticsReportParams = v.object({ report: v.picklist(analyticsReports, 'Unknown report') })

/**
 * A report's range, whole UTC days, both ends included; the period before is the same number of days just before
 * `from`. `to` may not be before `from`, and the range may not be longer than ANALYTICS_MAX_DAYS.
 */
export const AnalyticsQuery = v.object({
  from: CalendarDay,
  to: CalendarDay,
  format: v.optional(v.picklist(['json', 'csv'], 'Choose json or csv')),
})
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuery>

/** A figure for the range and for the period before it. */
export const Compared = v.object({ current: v.number(), previous: v.number() })
export type Compared = v.InferOutput<typeof Compared>

/** A value per day of the range, oldest first, every day present (0 when nothing happened). */
export const Daily = v.array(v.object({ date: v.string(), value: v.number() }))
export type Daily = v.InferOutput<typeof Daily>

const Range = { from: v.string(), to: v.string(), previousFrom: v.string(), previousTo: v.string() }

/** Money in minor units (cents) per currency. */
const Money = v.array(v.object({ currency: v.string(), current: v.number(), previous: v.number() }))

export const OverviewReport = v.object({
  ...Range,
  visitors: Compared,
  views: Compared,
  signUps: Compared,
  purchases: Compared,
  revenue: Money,
  /** Visitors and views per day of the range. */
  daily: v.array(v.object({ date: v.string(), visitors: v.number(), views: v.number() })),
})

/** A row of a top list: its views and visitors in the range and its views in the period before. */
const TopRow = v.object({ name: v.string(), views: v.number(), visitors: v.number(), previousViews: v.number() })

export const ScreensReport = v.object({ ...Range, views: Compared, visitors: Compared, viewsPerVisit: Compared, screens: v.array(TopRow) })
/** Referring hosts; `name` '' is a visit from no other site. */
export const ReferrersReport = v.object({ ...Range, referrers: v.array(TopRow) })
export const DevicesReport = v.object({ ...Range, devices: v.array(TopRow), browsers: v.array(TopRow) })

const SearchRow = v.object({ area: v.picklist(searchAreas), words: v.string(), searches: v.number(), empty: v.number() })
/** The most searched words per area, and the words searched most that found nothing. */
export const SearchesReport = v.object({ ...Range, searches: Compared, empty: Compared, top: v.array(SearchRow), noResults: v.array(SearchRow) })

/** Each step counts the visitors or members of the range who reached it; `rate` is the share of the step before (0–1). */
export const FunnelReport = v.object({
  ...Range,
  steps: v.array(v.object({ step: v.picklist(['visitors', 'signUps', 'verified', 'purchased']), count: v.number(), previous: v.number(), rate: v.nullable(v.number()) })),
  signUps: Daily,
  verifiedSignUps: Daily,
})

export const RevenueReport = v.object({
  ...Range,
  purchases: Compared,
  revenue: Money,
  /** Completed payments per plan and currency in the range. */
  byPlan: v.array(v.object({ planId: v.number(), plan: v.string(), currency: v.string(), purchases: v.number(), amount: v.number() })),
  /** Completed payments per calendar month (YYYY-MM) and currency in the range. */
  byMonth: v.array(v.object({ month: v.string(), currency: v.string(), purchases: v.number(), amount: v.number() })),
  /** Paid plans whose end fell in the range, and payments refunded in it. */
  ended: Compared,
  refunded: Compared,
  refundedAmount: Money,
})

export const CommunityReport = v.object({
  ...Range,
  posts: Compared,
  comments: Compared,
  likes: Compared,
  /** Members who posted, commented or liked in the range. */
  activeMembers: Compared,
  daily: v.array(v.object({ date: v.string(), posts: v.number(), comments: v.number() })),
})

export const ChatReport = v.object({
  ...Range,
  conversations: Compared,
  /** Median minutes from a conversation's start to an expert's first answer, of those answered; null with none. */
  medianFirstAnswerMinutes: v.object({ current: v.nullable(v.number()), previous: v.nullable(v.number()) }),
  answered: Compared,
  daily: Daily,
})

export const analyticsReportSchemas = {
  overview: OverviewReport,
  screens: ScreensReport,
  referrers: ReferrersReport,
  devices: DevicesReport,
  searches: SearchesReport,
  funnel: FunnelReport,
  revenue: RevenueReport,
  community: CommunityReport,
  chat: ChatReport,
} as const satisfies Record<AnalyticsReport, v.GenericSchema>

export type AnalyticsReportData<R extends AnalyticsReport> = v.InferOutput<(typeof analyticsReportSchemas)[R]>

export const analyticsResponse = <R extends AnalyticsReport>(report: R) => envelope(analyticsReportSchemas[report])

export const analyticsMessages = {
  rangeOrder: 'The end date must be on or after the start date',
  rangeLength: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days`,
} as const

/** The browser families a view is counted under, read from its User-Agent on the server; nothing finer is kept. */
export const browserFamilies = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'Other'] as const
export type BrowserFamily = (typeof browserFamilies)[number]
