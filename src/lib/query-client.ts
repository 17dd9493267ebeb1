import { onlineManager, QueryClient } from '@tanstack/react-query'
import { retryUnlessClientError } from './retry.ts'

/** Query key roots whose last answers are kept on the device for offline reading. */
export const persistedRoots = ['content', 'journals', 'templates'] as const
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export function createQueryClient() {
  // The query library assumes a network until an 'offline' event says otherwise, and none fires for an app opened
  // offline: its first fetches would be tried and retried for seconds before the kept copies were shown.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  const client = new QueryClient({
    defaultOptions: {
      // A 4xx is final, so neither a retry nor a mounting screen asks again after a loader got it.
      queries: { staleTime: 5 * 60 * 1000, retry: retryUnlessClientError, retryOnMount: false, refetchOnWindowFocus: false },
    },
  })
  // Restored queries are dropped when gcTime is shorter than the persister's max age.
  for (const root of persistedRoots) client.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS })
  // Staff publish pages while a phone is offline; back online, it asks for every content answer again, however fresh
  // its saved copy looks: the screen open now at once, the others when next opened.
  onlineManager.subscribe((online) => {
    if (online) void client.invalidateQueries({ queryKey: ['content'] })
  })
  return client
}
