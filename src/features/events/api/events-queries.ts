import { queryOptions } from '@tanstack/react-query'
import { EventResponse } from '../../../../contract/events.ts'
import { getJson } from '../../../lib/api.ts'
import { eventKeys } from './events-keys.ts'

/** One event for its page, published or cancelled; 404 for a draft or one that does not exist. */
export const eventQuery = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.item(slug),
    queryFn: ({ signal }) => getJson(EventResponse, `events/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
  })
