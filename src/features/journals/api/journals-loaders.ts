import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import type { JournalSearch } from '../search.ts'
import { journalOptionsQuery, journalsInfiniteQuery, maxImpactFactorQuery } from './journals-queries.ts'

/**
 * Starts everything the finder reads, with the options its parts read it with; nothing is awaited, so a
 * filter change shows its loading state at once instead of holding the old list until the new one arrives.
 */
export function warmJournalFinder(queryClient: QueryClient, filters: JournalSearch) {
  void warm(queryClient, sectionQuery('journal-finder'))
  void warm(queryClient, journalOptionsQuery('publishers'))
  void warm(queryClient, journalOptionsQuery('indexes'))
  void warm(queryClient, journalOptionsQuery('subjects'))
  void warm(queryClient, maxImpactFactorQuery())
  // A first page only when none is kept; a refusal or failure is the list's own state to show.
  void queryClient.infiniteQuery(journalsInfiniteQuery(filters)).catch(() => undefined)
}
