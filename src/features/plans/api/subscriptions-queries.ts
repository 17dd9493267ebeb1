import { queryOptions } from '@tanstack/react-query'
import { SubscriptionsResponse } from '../../../../contract/plans.ts'
import { getJson } from '../../../lib/api.ts'

export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: ['me', 'subscriptions'] as const,
    queryFn: ({ signal }) => getJson(SubscriptionsResponse, 'subscriptions', { signal }).then((r) => r.data),
  })
