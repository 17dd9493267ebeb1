import { QueryClient, type Query } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { retryUnlessClientError } from './retry.ts'

/** Query key roots whose last answers are kept on the device for offline reading. */
export const persistedRoots = ['content', 'journals', 'templates'] as const
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Bump when a persisted response shape changes, so old caches are dropped instead of misread. */
const CACHE_BUSTER = 'v1'

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

const isPersisted = (query: Query) =>
  query.state.status === 'success' && persistedRoots.includes(query.queryKey[0] as (typeof persistedRoots)[number])

const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'scholar-hub-query-cache',
  throttleTime: 1000,
})

/** Loads the last saved answers before the first render, then keeps saving; failures only cost the cache. */
export async function persistQueryCache(queryClient: QueryClient) {
  const options = {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted },
  }
  await persistQueryClientRestore(options).catch(() => undefined)
  return persistQueryClientSubscribe(options)
}
