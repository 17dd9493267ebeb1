import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { analyticsResponse, type AnalyticsReport, type AnalyticsReportData } from '../../../../contract/analytics.ts'
import { getJson } from '../../../lib/api.ts'
import { downloadFile } from '../../../lib/save-download.ts'
import { userKey } from '../../../lib/user-key.ts'
import { warm } from '../../../lib/warm.ts'
import type { DayRange } from '../range.ts'

// The reports staff read (`GET /api/admin/analytics/{report}?from=&to=`), each with its own queryOptions and hook.
// Under the staff member's key: dropped at sign-out and never kept on the device.

export const analyticsKeys = {
  all: userKey('admin', 'analytics'),
  report: (report: AnalyticsReport, { from, to }: DayRange) => [...analyticsKeys.all, report, from, to] as const,
}

/** A report's address under /api for a range; with `csv`, the file staff download. */
export const reportPath = (report: AnalyticsReport, { from, to }: DayRange, csv = false) =>
  `admin/analytics/${report}?from=${from}&to=${to}${csv ? '&format=csv' : ''}`

const reportQuery = <R extends AnalyticsReport>(report: R, range: DayRange) =>
  queryOptions({
    queryKey: analyticsKeys.report(report, range),
    // Parsed with the report's own schema; TypeScript cannot follow the schema through the report's name.
    queryFn: ({ signal }) => getJson(analyticsResponse(report), reportPath(report, range), { signal }).then((body) => body.data as AnalyticsReportData<R>),
  })

export const overviewQuery = (range: DayRange) => reportQuery('overview', range)
export const screensQuery = (range: DayRange) => reportQuery('screens', range)
export const referrersQuery = (range: DayRange) => reportQuery('referrers', range)
export const devicesQuery = (range: DayRange) => reportQuery('devices', range)
export const searchesQuery = (range: DayRange) => reportQuery('searches', range)
export const funnelQuery = (range: DayRange) => reportQuery('funnel', range)
export const revenueQuery = (range: DayRange) => reportQuery('revenue', range)
export const communityQuery = (range: DayRange) => reportQuery('community', range)
export const chatQuery = (range: DayRange) => reportQuery('chat', range)

export const useOverviewReport = (range: DayRange) => useQuery(overviewQuery(range))
export const useScreensReport = (range: DayRange) => useQuery(screensQuery(range))
export const useReferrersReport = (range: DayRange) => useQuery(referrersQuery(range))
export const useDevicesReport = (range: DayRange) => useQuery(devicesQuery(range))
export const useSearchesReport = (range: DayRange) => useQuery(searchesQuery(range))
export const useFunnelReport = (range: DayRange) => useQuery(funnelQuery(range))
export const useRevenueReport = (range: DayRange) => useQuery(revenueQuery(range))
export const useCommunityReport = (range: DayRange) => useQuery(communityQuery(range))
export const useChatReport = (range: DayRange) => useQuery(chatQuery(range))

/** What the route's loader starts for the overview, the report the screen opens on; nothing is awaited. */
export const warmOverview = (queryClient: QueryClient, range: DayRange) => void warm(queryClient, overviewQuery(range))

/** Downloads a report's CSV for the range (the bearer header is why the link alone cannot). */
export const downloadReportCsv = (report: AnalyticsReport, range: DayRange) =>
  downloadFile(reportPath(report, range, true), `analytics-${report}-${range.from}-to-${range.to}.csv`)
