import * as v from 'valibot'
import { optionalParam, searchTextParam, slugParam } from '../../lib/search-params.ts'

// /connect and /expert-result hold the filters `GET /api/subject-experts` takes, with the API's own rules, as the
// other directories' URLs do: a value the API would refuse reads as "not set". The page is not in the URL.

/** The expert directory's filters as the URL holds them; both optional and absent by default. */
export const ExpertSearch = v.object({
  search: optionalParam(searchTextParam),
  subject: optionalParam(slugParam),
})
export type ExpertSearch = v.InferOutput<typeof ExpertSearch>
