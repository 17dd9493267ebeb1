import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import type { CommunitySearch } from '../search.ts'
import { postsInfiniteQuery } from './community-queries.ts'

/**
 * Starts what /rc-community reads, with the options its parts read it with; nothing is awaited, so a new search
 * shows its loading state at once.
 */
export function warmCommunity(queryClient: QueryClient, filters: CommunitySearch) {
  void warm(queryClient, sectionQuery('research-community'))
  // A first page only when none is kept; a failure is the feed's own state to show.
  void queryClient.infiniteQuery(postsInfiniteQuery(filters)).catch(() => undefined)
}
