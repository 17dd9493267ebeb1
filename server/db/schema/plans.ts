import type { Generated } from 'kysely'
import type { FeatureSlug, subscriptionStatuses } from '../../../contract/plans.ts'
import type { CreatedAt } from './columns.ts'

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
  created_at: CreatedAt
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
}

/** The plans area's tables. */
export interface PlansTables {
  plans: PlansTable
  plan_features: PlanFeaturesTable
  subscriptions: SubscriptionsTable
}
