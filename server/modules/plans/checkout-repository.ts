import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { PaymentOrderStatus } from '../../db/schema/plans.ts'
import { inTransaction } from '../../db/transaction.ts'

const orderColumns = [
  'o.id',
  'o.user_id as userId',
  'o.plan_id as planId',
  'o.amount_minor as amountMinor',
  'o.currency',
  'o.paypal_order_id as paypalOrderId',
  'o.status',
  'o.capture_id as captureId',
] as const

/** A new plan, bought or given, ends the person's active one: canceled, or expired if its time was up anyway. */
export const endActivePlan = (trx: Kysely<Database>, userId: string) =>
  trx
    .updateTable('subscriptions')
    .set({ status: sql`CASE WHEN end_date <= now() THEN 'expired' ELSE 'canceled' END` })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .execute()

/**
 * A paid plan on offer given for some days without payment: it ends the person's active plan as a purchase does, and
 * reads as a courtesy from the staff member who gave it. Null, writing nothing, for a free plan or one not offered.
 */
export async function giveCourtesyPlan(trx: Kysely<Database>, { userId, planId, days, grantedBy }: { userId: string; planId: number; days: number; grantedBy: string | null }) {
  const plan = await trx.selectFrom('plans').select(['id', 'title', 'is_free', 'status']).where('id', '=', planId).executeTakeFirst()
  if (!plan || plan.is_free || plan.status !== 'offered') return null
  await endActivePlan(trx, userId)
  const subscription = await trx
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan_id: plan.id,
      status: 'active',
      start_date: sql<Date>`now()`,
      end_date: sql<Date>`now() + make_interval(days => ${days})`,
      capture_id: null,
      payment_order_id: null,
      source: 'courtesy',
      granted_by: grantedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { subscriptionId: subscription.id, planId: plan.id, title: plan.title }
}

export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    plan: (planId: number) =>
      db
        .selectFrom('plans')
        .select(['id', 'title', 'duration_months as durationMonths', 'price_minor as priceMinor', 'currency', 'is_free as isFree', 'status'])
        .where('id', '=', planId)
        .executeTakeFirst(),

    /** Our record of a purchase, at the plan's price now; written before PayPal hears of it. */
    createOrder: (o: { userId: string; planId: number; amountMinor: number; currency: string }) =>
      db
        .insertInto('payment_orders')
        .values({ user_id: o.userId, plan_id: o.planId, amount_minor: o.amountMinor, currency: o.currency })
        .returning('id')
        .executeTakeFirstOrThrow(),

    setPayPalOrder: (id: string, paypalOrderId: string) =>
      db.updateTable('payment_orders').set({ paypal_order_id: paypalOrderId, updated_at: new Date() }).where('id', '=', id).execute(),

    byPayPalOrder: (paypalOrderId: string) =>
      db.selectFrom('payment_orders as o').select(orderColumns).where('o.paypal_order_id', '=', paypalOrderId).executeTakeFirst(),

    /** Moves an order on from one of `from`; false when it was no longer in one of them. */
    async move(id: string, from: PaymentOrderStatus[], to: PaymentOrderStatus, failure: string | null = null) {
      const result = await db
        .updateTable('payment_orders')
        .set({ status: to, failure, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /**
     * Grants the order's plan for PayPal's capture, once: the order row is locked, so of two calls (a second
     * tab, the webhook) the later sees the capture recorded and grants nothing. The person's active plan, if
     * any, ends in the same transaction (canceled, or expired if its time was up anyway).
     */
    grant: (orderId: string, captureId: string) =>
      inTransaction(db, async (trx) => {
        const order = await trx.selectFrom('payment_orders as o').select(orderColumns).where('o.id', '=', orderId).forUpdate().executeTakeFirstOrThrow()
        if (order.captureId) {
          const existing = await trx.selectFrom('subscriptions').select('id').where('capture_id', '=', order.captureId).executeTakeFirst()
          return { granted: false, subscriptionId: existing?.id ?? null }
        }
        const plan = await trx.selectFrom('plans').select('duration_months').where('id', '=', order.planId).executeTakeFirstOrThrow()
        await endActivePlan(trx, order.userId)
        const subscription = await trx
          .insertInto('subscriptions')
          .values({
            user_id: order.userId,
            plan_id: order.planId,
            status: 'active',
            start_date: sql<Date>`now()`,
            end_date: sql<Date>`now() + make_interval(months => ${plan.duration_months ?? 0})`,
            capture_id: captureId,
            payment_order_id: order.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx.updateTable('payment_orders').set({ status: 'captured', capture_id: captureId, failure: null, updated_at: new Date() }).where('id', '=', order.id).execute()
        return { granted: true, subscriptionId: subscription.id }
      }),

    /**
     * Ends what a capture paid for, once PayPal says the money went back (refunded, reversed, denied), and marks the
     * payment refunded for the revenue report, in one statement. Each happens once: a second word of the same
     * refund changes nothing, and a plan already ended another way still has its payment marked.
     */
    async endPaidBy(captureId: string) {
      const result = await db
        .with('refunded', (db) => db.updateTable('payment_orders').set({ refunded_at: sql<Date>`now()` }).where('capture_id', '=', captureId).where('refunded_at', 'is', null))
        .updateTable('subscriptions')
        .set({ status: 'canceled' })
        .where('capture_id', '=', captureId)
        .where('status', '=', 'active')
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    receiptFacts: (subscriptionId: string) =>
      db
        .selectFrom('subscriptions as s')
        .innerJoin('plans as p', 'p.id', 's.plan_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('payment_orders as o', 'o.id', 's.payment_order_id')
        .select(['u.email', 'u.name', 'p.title as planTitle', 's.start_date as startDate', 's.end_date as endDate', 's.capture_id as captureId', 'o.amount_minor as amountMinor', 'o.currency'])
        .where('s.id', '=', subscriptionId)
        .executeTakeFirst(),
  }
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>
export type PaymentOrder = NonNullable<Awaited<ReturnType<CheckoutRepository['byPayPalOrder']>>>
