import { can } from '../../../contract/permissions.ts'
import { BACKUP_STALE_AFTER_MS, DASHBOARD_MAX_AGE_MS, dashboardGroups, type Dashboard, type DashboardBackup, type DashboardGroup } from '../../../contract/dashboard.ts'
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

  /** Whether the site's data is safe is every staff member's concern, whatever else they may see. */
  const backup = () =>
    cache.read('backup', async (): Promise<DashboardBackup> => {
      const { last, lastGoodAt } = await repo.backups()
      const good = lastGoodAt?.toISOString() ?? null
      if (!last) return { state: 'missing', lastGoodAt: null, error: null }
      if (!last.ok) return { state: 'failed', lastGoodAt: good, error: last.error ?? 'no reason was recorded' }
      return { state: now() - last.finished_at.getTime() > BACKUP_STALE_AFTER_MS ? 'stale' : 'ok', lastGoodAt: good, error: null }
    })

  return {
    async figures(user: SessionUser): Promise<Dashboard> {
      const open = groups.filter((group) => can(user, dashboardGroups[group]))
      const [results, backupState] = await Promise.all([Promise.all(open.map(counted)), backup()])
      const oldest = results.reduce((first, result) => (result.at < first ? result.at : first), new Date(now()))
      const answer: Dashboard = { countedAt: oldest.toISOString(), today: results[0]?.today ?? dateOf(new Date(now())) }
      open.forEach((group, i) => Object.assign(answer, { [group]: results[i]!.figures }))
      answer.backup = backupState
      return answer
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
