import type { QueryClient } from '@tanstack/react-query'
import { EventSlug } from '../../../../contract/events.ts'
import { loadItem } from '../../../lib/load-item.ts'
import { eventQuery } from './events-queries.ts'

/** An event's page: the event, or the not-found screen. */
export const loadEvent = (queryClient: QueryClient, slug: string) => loadItem(queryClient, EventSlug, slug, eventQuery)
