import { queryOptions } from '@tanstack/react-query'
import { FeatureCheckResponse, type FeatureSlug } from '../../../../contract/plans.ts'
import { getJson } from '../../../lib/api.ts'

/**
 * Whether the signed-in user's plans include a feature. Under 'me', so it goes with the user; never fresh
 * (spec: no caching), since a purchase in another tab changes the answer.
 */
export const featureAccessQuery = (feature: FeatureSlug) =>
  queryOptions({
    queryKey: ['me', 'feature', feature] as const,
    queryFn: ({ signal }) => getJson(FeatureCheckResponse, `subscriptions/check-feature/${feature}`, { signal }).then((r) => r.data.isAccessible),
    staleTime: 0,
  })
