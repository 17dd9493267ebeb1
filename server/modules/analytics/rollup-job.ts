import type { Job } from '../../jobs/schedule.ts'
import type { RollupRepository } from './rollup-repository.ts'

const DAY_MS = 24 * 3600 * 1000
// A day is rolled up this long after it ends: views a node still held in memory at midnight, or counted by a node
// whose clock is a little behind, are written by then.
const GRACE_MS = 15 * 60_000
// Work one run may do, so that a backlog (a first run over a year of views, a long stop) is taken in hourly steps.
const DAYS_PER_RUN = 31
const SPANS_PER_RUN = 100
const DELETES_PER_RUN = 200_000
const DELETE_BATCH = 10_000

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Hourly, once per cluster: rolls every ended UTC day with raw views or searches up into the daily tables (each day
 * once, in its own transaction), adds up the blocks of days whose days are all rolled up (search-spans.ts), then deletes raw rows past ANALYTICS_RETENTION_DAYS and the salts of ended days.
 * It runs with ANALYTICS off too: what was counted before is still rolled up and still deleted on time.
 */
export const analyticsRollupJob = (repo: RollupRepository, { retentionDays }: { retentionDays: number }): Job => ({
  name: 'analytics:rollup',
  everyMs: 60 * 60_000,
  async run() {
    const now = Date.now()
    let rolled = 0
    for (const day of await repo.daysToRoll(utcDay(now - GRACE_MS), DAYS_PER_RUN)) if (await repo.rollDay(day)) rolled++
    let spans = 0
    for (const span of await repo.spansToRoll(SPANS_PER_RUN)) if (await repo.rollSpan(span)) spans++
    const deleted = await repo.deleteRaw(utcDay(now - retentionDays * DAY_MS), { limit: DELETES_PER_RUN, batch: DELETE_BATCH })
    return { rolledDays: rolled, rolledSpans: spans, deletedViews: deleted.views, deletedSearches: deleted.searches, deletedSalts: await repo.deleteSalts(utcDay(now)) }
  },
})
