import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What a route loader calls: wait for data when online so a navigation lands complete; offline, return at
 * once so the screen renders from the persisted cache. Errors are left to the component's error state.
 */
export function warm<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  )
}
