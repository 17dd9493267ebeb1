import * as v from 'valibot'
import { filterParam } from '../../lib/search-params.ts'

/**
 * Analytics' address: the range's first and last day and the report shown
 * (`/admin-dashboard/analytics?from=2030-01-01&to=2030-01-30&report=funnel`). Kept as text here, since a route's
 * `validateSearch` is in the first screen's script; the page checks them (`readRange`, `tabOf`) and says what is
 * wrong under the date a person can change.
 */
export const analyticsSearch = v.object({ from: filterParam, to: filterParam, report: filterParam })
export type AnalyticsSearch = v.InferOutput<typeof analyticsSearch>
