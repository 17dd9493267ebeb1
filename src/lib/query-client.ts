import { QueryClient } from '@tanstack/react-query'
import { retryUnlessClientError } from './retry.ts'

/** Query key roots whose last answers are kept on the device for offline reading. */
export const persistedRoots = ['content', 'journals', 'templates'] as const
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      // A 4xx is final, so neither a retry nor a mounting screen asks again after a loader got it.
      queries: { staleTime: 5 * 60 * 1000, retry: retryUnlessClientError, retryOnMount: false, refetchOnWindowFocus: false },
    },
  })
  // Restored queries are dropped when gcTime is shorter than the persister's max age.
  for (const root of persistedRoots) client.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS })
  return client
}
