import type { QueryClient } from '@tanstack/react-query'
import { EventSlug } from '../../../../contract/events.ts'
import { loadItem } from '../../../lib/load-item.ts'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import type { EventSearch } from '../search.ts'
import { eventOptionsQuery, eventQuery, eventsInfiniteQuery, eventStatesQuery } from './events-queries.ts'

/**
 * Starts everything the event list reads, with the options its parts read it with; nothing is awaited, so a
 * filter change shows its loading state at once instead of holding the old list until the new one arrives.
 */
export function warmEvents(queryClient: QueryClient, filters: EventSearch) {
  void warm(queryClient, sectionQuery('events'))
  for (const kind of ['countries', 'subjects', 'types', 'modes'] as const) void warm(queryClient, eventOptionsQuery(kind))
  if (filters.country) void warm(queryClient, eventStatesQuery(filters.country))
  // A first page only when none is kept; a refusal or failure is the list's own state to show.
  void queryClient.infiniteQuery(eventsInfiniteQuery(filters)).catch(() => undefined)
}

/** An event's page: the event, or the not-found screen. */
export const loadEvent = (queryClient: QueryClient, slug: string) => loadItem(queryClient, EventSlug, slug, eventQuery)
