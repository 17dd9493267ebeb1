import * as v from 'valibot'
import { optionalParam, searchTextParam, slugParam } from '../../lib/search-params.ts'

// The /event URL holds the filters `GET /api/events` takes, with the API's own rules and limits, as the vacancy
// list's does: a value the API would refuse reads as "not set". The page is not in the URL.

/** The event list's filters as the URL holds them; every one is optional and absent by default. */
export const EventSearch = v.object({
  search: optionalParam(searchTextParam),
  country: optionalParam(slugParam),
  state: optionalParam(slugParam),
  subject: optionalParam(slugParam),
  type: optionalParam(slugParam),
  mode: optionalParam(slugParam),
})
export type EventSearch = v.InferOutput<typeof EventSearch>
