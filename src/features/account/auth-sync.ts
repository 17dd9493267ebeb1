import type { QueryClient } from '@tanstack/react-query'
import { onTokenChange } from '../../lib/auth.ts'
import { userKey } from '../../lib/user-key.ts'

interface Invalidatable {
  invalidate: () => Promise<unknown>
}

/**
 * When the user changes (sign-in, sign-out, another tab, a 401), the previous user's data goes and every shown
 * answer is asked for again (what a plan unlocks differs per user). On sign-out the route guards run again, so a
 * private screen sends its visitor to the login page; on sign-in the login screen itself decides where to go.
 */
export function syncWithAuth(queryClient: QueryClient, router: Invalidatable) {
  return onTokenChange((token) => {
    queryClient.removeQueries({ queryKey: userKey() })
    void queryClient.invalidateQueries()
    if (!token) void router.invalidate()
  })
}
