import * as v from 'valibot'
import { optionalParam, ReturnSearch } from '../../lib/search-params.ts'

/** `/login?redirect=/settings`: where to go after signing in, when a guard or a gated action sent the user here. */
export const LoginSearch = ReturnSearch

/** The emailed links' `?token=`; a missing or odd one reaches the server, which says the link is not valid. */
export const TokenSearch = v.object({ token: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(200)), ''), '') })

export const dashboardTabs = ['profile', 'settings', 'saved', 'activity'] as const
export type DashboardTab = (typeof dashboardTabs)[number]

/** `/user-dashboard?tab=settings`: the open tab, so a reload or a shared link opens it; none or anything else is the profile. */
export const DashboardSearch = v.object({ tab: optionalParam(v.picklist(dashboardTabs)) })
