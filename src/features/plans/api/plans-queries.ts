import { queryOptions } from '@tanstack/react-query'
import { ActiveSubscriptionResponse, FeatureCheckResponse, PlansResponse, SubscriptionsResponse, type FeatureSlug } from '../../../../contract/plans.ts'
import { getJson } from '../../../lib/api.ts'
import { planKeys } from './plans-keys.ts'

export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.plans,
    queryFn: ({ signal }) => getJson(PlansResponse, 'plans', { signal }).then((r) => r.data),
  })

/** The plan the signed-in member has now, if any: its card says 'Active'. */
export const activeSubscriptionQuery = () =>
  queryOptions({
    queryKey: planKeys.activeSubscription,
    queryFn: ({ signal }) => getJson(ActiveSubscriptionResponse, 'subscriptions/active', { signal }).then((r) => r.data),
  })

export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: planKeys.subscriptions,
    queryFn: ({ signal }) => getJson(SubscriptionsResponse, 'subscriptions', { signal }).then((r) => r.data),
  })

/** Whether the signed-in user's plans include a feature. Never kept as fresh: a purchase in another tab changes it. */
export const featureAccessQuery = (feature: FeatureSlug) =>
  queryOptions({
    queryKey: planKeys.feature(feature),
    queryFn: ({ signal }) => getJson(FeatureCheckResponse, `subscriptions/check-feature/${feature}`, { signal }).then((r) => r.data.isAccessible),
    staleTime: 0,
  })
