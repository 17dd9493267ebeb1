import type { Kysely } from 'kysely'
import type { FeatureSlug } from '../../../contract/plans.ts'
import type { Database, SubscriptionStatus } from '../../db/schema.ts'
import { unique } from './unique.ts'

export interface PlanOverrides {
  slug?: string
  title?: string
  description?: string
  durationMonths?: number | null
  /** Minor units (paise for INR). */
  price?: number
  currency?: string
  position?: number
  features?: FeatureSlug[]
}

/** A plan with its features; free when its price is 0. */
export async function createPlan(db: Kysely<Database>, overrides: PlanOverrides = {}) {
  const price = overrides.price ?? 149_900
  const isFree = price === 0
  const plan = await db
    .insertInto('plans')
    .values({
      slug: overrides.slug ?? unique('plan'),
      title: overrides.title ?? 'Scholar Plus',
      description: overrides.description ?? 'Most popular',
      duration_months: overrides.durationMonths !== undefined ? overrides.durationMonths : isFree ? null : 6,
      price_minor: price,
      currency: overrides.currency ?? 'INR',
      is_free: isFree,
      position: overrides.position ?? 100,
    })
    .returning(['id', 'slug', 'title', 'duration_months as durationMonths'])
    .executeTakeFirstOrThrow()
  const features = overrides.features ?? ['journal-finder', 'vacancies', 'events', 'research-community', 'templates']
  if (features.length) await db.insertInto('plan_features').values(features.map((feature) => ({ plan_id: plan.id, feature }))).execute()
  return { ...plan, features }
}

const addMonths = (date: Date, months: number) => {
  const end = new Date(date)
  end.setUTCMonth(end.getUTCMonth() + months)
  return end
}

/** A subscription of the user to the plan, active from now for the plan's duration unless told otherwise. */
export async function createSubscription(
  db: Kysely<Database>,
  subscription: { userId: string; planId: number; status?: SubscriptionStatus; startDate?: Date; endDate?: Date; durationMonths?: number; source?: 'paid' | 'courtesy' },
) {
  const startDate = subscription.startDate ?? new Date()
  const endDate = subscription.endDate ?? addMonths(startDate, subscription.durationMonths ?? 6)
  return db
    .insertInto('subscriptions')
    .values({ user_id: subscription.userId, plan_id: subscription.planId, status: subscription.status ?? 'active', start_date: startDate, end_date: endDate, source: subscription.source ?? 'paid' })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/**
 * A member's payment for a plan as checkout leaves it: captured (with the subscription it paid for, unless told
 * otherwise) or failed with PayPal's reason, at `at` (now unless told).
 */
export async function createPaymentOrder(
  db: Kysely<Database>,
  order: { userId: string; planId: number; status: 'captured' | 'failed'; amountMinor?: number; currency?: string; at?: Date },
) {
  const at = order.at ?? new Date()
  const captureId = order.status === 'captured' ? unique('CAPTURE').toUpperCase() : null
  const saved = await db
    .insertInto('payment_orders')
    .values({
      user_id: order.userId,
      plan_id: order.planId,
      amount_minor: order.amountMinor ?? 149_900,
      currency: order.currency ?? 'INR',
      paypal_order_id: unique('ORDER').toUpperCase(),
      status: order.status,
      capture_id: captureId,
      failure: order.status === 'failed' ? 'INSTRUMENT_DECLINED' : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (captureId) {
    await db
      .insertInto('subscriptions')
      .values({ user_id: order.userId, plan_id: order.planId, status: 'active', start_date: at, end_date: addMonths(at, 6), capture_id: captureId, payment_order_id: saved.id })
      .execute()
  }
  return saved
}
