import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Paged } from '../../../../contract/common.ts'
import { EventListResponse, EventOptionsResponse, EventResponse, type Event } from '../../../../contract/events.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams, pageSearchParams } from '../../../lib/paging.ts'
import type { EventSearch } from '../search.ts'
import { canonicalFilters, eventKeys, type EventOptionKind } from './events-keys.ts'

const OPTIONS_STALE_MS = 60 * 60 * 1000

export type EventPage = Paged<'events', Event>

const fetchEventPage = (filters: EventSearch, page: number, signal?: AbortSignal): Promise<EventPage> =>
  getJson(EventListResponse, 'events', { signal, searchParams: pageSearchParams(canonicalFilters(filters), page) }).then((r) => r.data)

export const eventsInfiniteQuery = (filters: EventSearch) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchEventPage(filters, pageParam, signal),
    ...pageParams,
  })

const fetchOptions = (path: string, signal: AbortSignal) =>
  getJson(EventOptionsResponse, path, { signal }).then((r) => r.data.map(({ slug, title }) => ({ value: slug, label: title })))

/** A filter's choices, as the selects take them: only what listed events have. */
export const eventOptionsQuery = (kind: EventOptionKind) =>
  queryOptions({
    queryKey: eventKeys.options(kind),
    queryFn: ({ signal }) => fetchOptions(`events/${kind}`, signal),
    staleTime: OPTIONS_STALE_MS,
  })

/** The chosen country's states; asked for only once a country is chosen. */
export const eventStatesQuery = (country: string) =>
  queryOptions({
    queryKey: eventKeys.states(country),
    queryFn: ({ signal }) => fetchOptions(`events/countries/${encodeURIComponent(country)}/states`, signal),
    staleTime: OPTIONS_STALE_MS,
  })

/** One event for its page, published or cancelled; 404 for a draft or one that does not exist. */
export const eventQuery = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.item(slug),
    queryFn: ({ signal }) => getJson(EventResponse, `events/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
  })
