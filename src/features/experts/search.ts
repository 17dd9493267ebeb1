import type * as v from 'valibot'
import { ExpertListQuery } from '../../../contract/expert-filters.ts'
import { directorySearch } from '../../lib/search-params.ts'

/** /connect's and /expert-result's address: the filters `GET /api/subject-experts` takes (lib/search-params.ts). */
export const ExpertSearch = directorySearch(ExpertListQuery)
export type ExpertSearch = v.InferOutput<typeof ExpertSearch>
