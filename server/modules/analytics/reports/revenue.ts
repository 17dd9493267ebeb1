import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { inPeriods, type ReportRange } from './range.ts'

// Completed payments are captured orders, dated by `updated_at`: the capture is an order's last change (migration
// 020). Amounts are minor units per currency, never added across currencies.

export interface CurrencyPeriods {
  currency: string
  count: number
  previousCount: number
  amount: number
  previousAmount: number
}

/** SQL: a payment order `o` completed in the range. */
const capturedIn = (r: ReportRange) => sql`o.status = 'captured' AND o.updated_at >= ${r.start} AND o.updated_at < ${r.end}`

export function createRevenueRepository(db: Kysely<Database>) {
  /** Rows of payment_orders `o` matching `where`, by `column`'s period, per currency: how many and how much. */
  const perCurrency = async (column: string, where: RawBuilder<unknown>, r: ReportRange) => {
    const { rows } = await sql<CurrencyPeriods>`
      SELECT currency,
             count(*) FILTER (WHERE ${sql.ref(column)} >= ${r.start})::int AS count,
             count(*) FILTER (WHERE ${sql.ref(column)} < ${r.start})::int AS "previousCount",
             coalesce(sum(amount_minor) FILTER (WHERE ${sql.ref(column)} >= ${r.start}), 0)::bigint AS amount,
             coalesce(sum(amount_minor) FILTER (WHERE ${sql.ref(column)} < ${r.start}), 0)::bigint AS "previousAmount"
      FROM payment_orders o WHERE ${where} AND ${inPeriods(column, r)}
      GROUP BY currency ORDER BY currency`.execute(db)
    return rows
  }

  return {
    /** Completed payments in the range and the period before, per currency. */
    completed: (r: ReportRange) => perCurrency('o.updated_at', sql`o.status = 'captured'`, r),

    /** Payments whose money went back (PayPal's refund or reversal) in the range and the period before, per currency. */
    refunded: (r: ReportRange) => perCurrency('o.refunded_at', sql`o.refunded_at IS NOT NULL`, r),

    /** The range's completed payments per plan and currency, the most bought first. */
    async byPlan(r: ReportRange) {
      const { rows } = await sql<{ planId: number; plan: string; currency: string; purchases: number; amount: number }>`
        SELECT o.plan_id AS "planId", p.title AS plan, o.currency, count(*)::int AS purchases, sum(o.amount_minor)::bigint AS amount
        FROM payment_orders o JOIN plans p ON p.id = o.plan_id
        WHERE ${capturedIn(r)}
        GROUP BY o.plan_id, p.title, o.currency ORDER BY purchases DESC, plan, o.plan_id, o.currency`.execute(db)
      return rows
    },

    /** The range's completed payments per calendar month (UTC) and currency, oldest first. */
    async byMonth(r: ReportRange) {
      const { rows } = await sql<{ month: string; currency: string; purchases: number; amount: number }>`
        SELECT to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, o.currency, count(*)::int AS purchases, sum(o.amount_minor)::bigint AS amount
        FROM payment_orders o WHERE ${capturedIn(r)}
        GROUP BY 1, 2 ORDER BY 1, 2`.execute(db)
      return rows
    },

    /** Paid plans (bought, not given as a courtesy) whose end fell in the range and in the period before. */
    async ended(r: ReportRange) {
      const { rows } = await sql<{ current: number; previous: number }>`
        SELECT count(*) FILTER (WHERE end_date >= ${r.start})::int AS current, count(*) FILTER (WHERE end_date < ${r.start})::int AS previous
        FROM subscriptions WHERE payment_order_id IS NOT NULL AND ${inPeriods('end_date', r)}`.execute(db)
      return rows[0]!
    },
  }
}

export type RevenueRepository = ReturnType<typeof createRevenueRepository>
