import type { ColumnType, Generated } from 'kysely'
import type { paymentOrderStatuses } from '../../../contract/payment-statuses.ts'
import type { FeatureSlug, subscriptionStatuses } from '../../../contract/plans.ts'
import type { PlanStatus } from '../../../contract/admin-plans.ts'
import type { CreatedAt, UpdatedAt } from './columns.ts'

export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export interface PlansTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  duration_months: number | null
  price_minor: number
  currency: string
  is_free: Generated<boolean>
  position: Generated<number>
  status: Generated<PlanStatus>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface PlanFeaturesTable {
  plan_id: number
  feature: FeatureSlug
}

export interface SubscriptionsTable {
  id: Generated<string>
  user_id: string
  plan_id: number
  status: SubscriptionStatus
  start_date: Date
  end_date: Date
  created_at: CreatedAt
  /** The PayPal capture that paid for it; null for one granted otherwise (staff, demo data). */
  capture_id: string | null
  payment_order_id: string | null
  /** When the reminder that the plan ends soon went out. */
  reminded_at: Date | null
  /** `courtesy`: given by staff without payment (`granted_by`), never shown as paid. */
  source: Generated<'paid' | 'courtesy'>
  granted_by: Generated<string | null>
}

export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number]

export interface PaymentOrdersTable {
  id: Generated<string>
  user_id: string
  plan_id: number
  amount_minor: number
  currency: string
  paypal_order_id: string | null
  status: Generated<PaymentOrderStatus>
  capture_id: string | null
  failure: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  /** When PayPal said the captured money went back. */
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** The plans area's tables. */
export interface PlansTables {
  plans: PlansTable
  plan_features: PlanFeaturesTable
  subscriptions: SubscriptionsTable
  payment_orders: PaymentOrdersTable
}
