import type * as v from 'valibot'
import { EventListQuery } from '../../../contract/event-filters.ts'
import { directorySearch } from '../../lib/search-params.ts'

/** The /event address: the filters `GET /api/events` takes (lib/search-params.ts), an older link's `subject` too. */
export const EventSearch = directorySearch(EventListQuery)
export type EventSearch = v.InferOutput<typeof EventSearch>
