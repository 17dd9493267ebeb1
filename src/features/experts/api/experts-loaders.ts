import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import type { ExpertSearch } from '../search.ts'
import { expertsInfiniteQuery, expertSubjectsQuery } from './experts-queries.ts'

/**
 * Starts everything the directory reads, with the options its parts read it with; nothing is awaited, so a filter
 * change shows its loading state at once. `withIntro` for /connect, whose header is the managed section.
 */
export function warmExperts(queryClient: QueryClient, filters: ExpertSearch, { withIntro = false } = {}) {
  if (withIntro) void warm(queryClient, sectionQuery('connect-to-expert'))
  void warm(queryClient, expertSubjectsQuery())
  // A first page only when none is kept; a failure is the list's own state to show.
  void queryClient.infiniteQuery(expertsInfiniteQuery(filters)).catch(() => undefined)
}
