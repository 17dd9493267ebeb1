import * as v from 'valibot'
import { PageParam, Slug } from './common.ts'
import { SearchText } from './search.ts'

// Apart from contract/events.ts so the web app can check its /event URL with these rules without loading the
// cards' schemas, as the vacancies screen does.

/** Events per page of `GET /api/events`. */
export const EVENTS_PAGE_SIZE = 20

/** `GET /api/events` (and the calendar feed): published events that have not ended, soonest first. */
export const EventListQuery = v.object({
  page: PageParam,
  /** Words of title, organiser, subject, place or description; the last word also matches as a prefix. */
  search: v.optional(SearchText),
  country: v.optional(Slug),
  /** A state of `country`: state slugs are unique only within their country. */
  state: v.optional(Slug),
  subject: v.optional(Slug),
  type: v.optional(Slug),
  mode: v.optional(Slug),
})
export type EventListQuery = v.InferInput<typeof EventListQuery>
