import { can } from '../../../contract/permissions.ts'
import { DASHBOARD_MAX_AGE_MS, dashboardGroups, type Dashboard, type DashboardGroup } from '../../../contract/dashboard.ts'
import { createReadCache } from '../../lib/read-cache.ts'
import type { SessionUser } from '../../core/auth/sessions.ts'
import { dateOf } from '../../lib/days.ts'
import { periodsAt, type Periods } from './periods.ts'
import type { DashboardRepository } from './repository.ts'

const groups = Object.keys(dashboardGroups) as DashboardGroup[]

/**
 * The Dashboard's figures for one staff member: only the groups their permissions open. Each group is counted at
 * most once per `maxAgeMs` for everyone (the cache is by group, so any mix of permissions shares it), so a busy
 * staff area costs a few queries every few seconds, not a few per request.
 */
export function createDashboardService({ repo, maxAgeMs = DASHBOARD_MAX_AGE_MS, now = () => Date.now() }: { repo: DashboardRepository; maxAgeMs?: number; now?: () => number }) {
  const cache = createReadCache(maxAgeMs, { now })
  const count: { [G in DashboardGroup]: (p: Periods) => Promise<NonNullable<Dashboard[G]>> } = {
    members: (p) => repo.members(p),
    payments: (p) => repo.payments(p),
    community: (p) => repo.community(p),
    enquiries: () => repo.enquiries(),
    chats: () => repo.chats(),
  }
  const counted = <G extends DashboardGroup>(group: G) =>
    cache.read(group, async () => {
      const at = new Date(now())
      return { at, today: dateOf(at), figures: await count[group](periodsAt(at)) }
    })

  return {
    async figures(user: SessionUser): Promise<Dashboard> {
      const open = groups.filter((group) => can(user, dashboardGroups[group]))
      const results = await Promise.all(open.map(counted))
      const oldest = results.reduce((first, result) => (result.at < first ? result.at : first), new Date(now()))
      const answer: Dashboard = { countedAt: oldest.toISOString(), today: results[0]?.today ?? dateOf(new Date(now())) }
      open.forEach((group, i) => Object.assign(answer, { [group]: results[i]!.figures }))
      return answer
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
