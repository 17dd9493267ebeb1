import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { fillDays, utcDay as day } from '../../lib/days.ts'
import { awaitsFirstAnswer } from '../chat/index.ts'
import type { Periods } from './periods.ts'

// The Dashboard's counts, one group of figures each, a query or two per group. Each reads an index on the time it
// counts by (migration 020), so the cost follows the rows in the period, not the table's size.

/** A chart's day with its count, 0 for a day nothing happened. */
const countByDay = (days: readonly string[], rows: readonly { day: string; count: number }[]) => fillDays(days, rows, (row) => ({ count: row?.count ?? 0 }))

interface ChangeRow {
  current: number
  previous: number
}

export function createDashboardRepository(db: Kysely<Database>) {
  /** Rows of `table` made in the last 7 days and in the 7 before, by `created_at`. */
  const weekly = async (table: 'users' | 'community_posts' | 'community_comments', p: Periods) => {
    const { rows } = await sql<ChangeRow>`
      SELECT count(*) FILTER (WHERE created_at >= ${p.weekStart})::int AS current,
             count(*) FILTER (WHERE created_at < ${p.weekStart})::int AS previous
      FROM ${sql.table(table)} WHERE created_at >= ${p.previousWeekStart} AND created_at < ${p.now}`.execute(db)
    return rows[0]!
  }

  return {
    async members(p: Periods) {
      const [totals, joined, days] = await Promise.all([
        sql<{ total: number; awaiting: number }>`
          SELECT (SELECT rows::int FROM row_counts WHERE table_name = 'users') AS total,
                 (SELECT count(*)::int FROM users WHERE email_verified_at IS NULL AND created_at < ${p.today}) AS awaiting`.execute(db),
        weekly('users', p),
        sql<{ day: string; count: number }>`
          SELECT ${day('created_at')} AS day, count(*)::int AS count FROM users
          WHERE created_at >= ${p.chartStart} GROUP BY 1`.execute(db),
      ])
      const { total, awaiting } = totals.rows[0]!
      return { total, joined, signUps: countByDay(p.chartDays, days.rows), awaitingVerification: awaiting }
    },

    /**
     * Completed payments (captured: `updated_at` is the capture, after which an order never changes) and the plans
     * they paid for. A courtesy grant has no payment order, so it is neither revenue nor a paid plan; the grants
     * running are counted apart.
     */
    async payments(p: Periods) {
      const [plans, bought, revenue, days, failed] = await Promise.all([
        sql<{ paid: number; granted: number }>`
          SELECT count(*) FILTER (WHERE payment_order_id IS NOT NULL)::int AS paid,
                 count(*) FILTER (WHERE source = 'courtesy')::int AS granted
          FROM subscriptions WHERE status = 'active' AND end_date > ${p.now}`.execute(db),
        sql<ChangeRow>`
          SELECT count(*) FILTER (WHERE updated_at >= ${p.weekStart})::int AS current,
                 count(*) FILTER (WHERE updated_at < ${p.weekStart})::int AS previous
          FROM payment_orders WHERE status = 'captured' AND updated_at >= ${p.previousWeekStart} AND updated_at < ${p.now}`.execute(db),
        sql<{ currency: string; current: number; previous: number }>`
          SELECT currency,
                 coalesce(sum(amount_minor) FILTER (WHERE updated_at >= ${p.monthStart}), 0)::bigint AS current,
                 coalesce(sum(amount_minor) FILTER (WHERE updated_at < ${p.previousMonthEnd}), 0)::bigint AS previous
          FROM payment_orders
          WHERE status = 'captured' AND updated_at >= ${p.previousMonthStart} AND updated_at < ${p.now}
            AND (updated_at >= ${p.monthStart} OR updated_at < ${p.previousMonthEnd})
          GROUP BY currency ORDER BY currency`.execute(db),
        sql<{ day: string; count: number }>`
          SELECT ${day('updated_at')} AS day, count(*)::int AS count FROM payment_orders
          WHERE status = 'captured' AND updated_at >= ${p.chartStart} GROUP BY 1`.execute(db),
        sql<{ failed: number }>`
          SELECT count(*)::int AS failed FROM payment_orders WHERE status = 'failed' AND updated_at >= ${p.today}`.execute(db),
      ])
      return {
        activePaidPlans: plans.rows[0]!.paid,
        activeGrantedPlans: plans.rows[0]!.granted,
        bought: bought.rows[0]!,
        // Sums come back as text from PostgreSQL (bigint); amounts in minor units stay far below 2^53.
        revenue: revenue.rows.map((row) => ({ currency: row.currency, current: Number(row.current), previous: Number(row.previous) })),
        purchases: countByDay(p.chartDays, days.rows),
        failedToday: failed.rows[0]!.failed,
      }
    },

    async community(p: Periods) {
      const [posts, comments, flagged] = await Promise.all([
        weekly('community_posts', p),
        weekly('community_comments', p),
        // The review queue's items: each post or comment with open flags once, however many flagged it.
        sql<{ flagged: number }>`
          SELECT (count(DISTINCT post_id) + count(DISTINCT comment_id))::int AS flagged
          FROM community_flags WHERE resolved_at IS NULL`.execute(db),
      ])
      return { posts, comments, flagged: flagged.rows[0]!.flagged }
    },

    async enquiries() {
      const { rows } = await sql<{ newEnquiries: number; openQueries: number }>`
        SELECT (SELECT count(*)::int FROM writing_enquiries WHERE status = 'new') AS "newEnquiries",
               (SELECT count(*)::int FROM contact_messages WHERE answered_at IS NULL) AS "openQueries"`.execute(db)
      return rows[0]!
    },

    /** The newest backup's outcome and the newest good one's end (migration 042's indexes). */
    async backups() {
      const [last, good] = await Promise.all([
        db.selectFrom('backup_runs').select(['finished_at', 'ok', 'error']).orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
        db.selectFrom('backup_runs').select('finished_at').where('ok', '=', true).orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
      ])
      return { last, lastGoodAt: good?.finished_at }
    },

    async chats() {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM conversations c WHERE ${awaitsFirstAnswer}`.execute(db)
      return rows[0]!
    },
  }
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>
