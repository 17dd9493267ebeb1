import type { Query, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { PERSIST_MAX_AGE_MS, persistedRoots } from './query-client.ts'
import { userKey } from './user-key.ts'

// Loaded after the first paint (src/main.tsx): a first visit has nothing saved, and a return visit online gets its
// first screen's answers with the page. Offline, the screens show their loading state until this restores them.

/** Bump when a persisted response shape changes, so old caches are dropped instead of misread. */
const CACHE_BUSTER = 'v1'

/**
 * Kept too, beyond the roots: a vacancy's or an event's page, and the member's saved items and searches (user keys,
 * dropped with the member). Their defaults are set here, once this has loaded after the first paint.
 */
const persistedItems = [['vacancies', 'item'], ['events', 'item'], userKey('saved-items'), userKey('saved-searches')]
const persistedKeys: readonly (readonly string[])[] = [...persistedRoots.map((root) => [root]), ...persistedItems]

const isPersisted = (query: Query) =>
  query.state.status === 'success' && persistedKeys.some((start) => start.every((part, i) => query.queryKey[i] === part))

const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'scholar-hub-query-cache',
  throttleTime: 1000,
})

/**
 * Loads the last saved answers, saves what is there now, then keeps saving; failures only cost the cache. A restored answer never replaces
 * a newer one the screen already has (hydration keeps the later of the two).
 */
export async function persistQueryCache(queryClient: QueryClient) {
  // Restored queries are dropped when gcTime is shorter than the persister's max age.
  for (const start of persistedItems) queryClient.setQueryDefaults(start, { gcTime: PERSIST_MAX_AGE_MS })
  const options = {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted },
  }
  await persistQueryClientRestore(options).catch(() => undefined)
  // What the first screen fetched before this loaded is saved now: saving otherwise waits for the next change.
  await persistQueryClientSave(options).catch(() => undefined)
  return persistQueryClientSubscribe(options)
}
