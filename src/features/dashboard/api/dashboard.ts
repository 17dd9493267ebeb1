import { queryOptions, useQuery } from '@tanstack/react-query'
import { DashboardResponse } from '../../../../contract/dashboard.ts'
import { getJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'

/** Asked for again this often while the page is open, for when the socket's news does not arrive. */
export const DASHBOARD_POLL_MS = 30_000

export const dashboardKeys = { figures: userKey('admin', 'dashboard') }

/** The Dashboard's figures, as many as the staff member's permissions open. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.figures,
    queryFn: ({ signal }) => getJson(DashboardResponse, 'admin/dashboard', { signal }).then((r) => r.data),
    refetchInterval: DASHBOARD_POLL_MS,
  })

export const useDashboard = () => useQuery(dashboardQuery())
