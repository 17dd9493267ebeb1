import * as v from 'valibot'
import { ListPageParam, Slug } from './common.ts'
import { listSort, SearchText } from './search.ts'

// Apart from contract/experts.ts so the web app can check its /connect and /expert-result URLs with these rules
// without loading the cards' schemas, as the other directories do.

/**
 * The experts' orders: verified first, then those who helped most, then by name (the default); by name; or the
 * quickest typical first reply first (those with no measured reply last).
 */
export const EXPERT_SORTS = ['helpful', 'name', 'reply-time'] as const

/** `GET /api/subject-experts`: listed experts in the order `sort` names. */
export const ExpertListQuery = v.object({
  page: ListPageParam,
  sort: listSort(EXPERT_SORTS),
  /** Words of the name, subjects or bio; the last word also matches as a prefix while typing. */
  search: v.optional(SearchText),
  subject: v.optional(Slug),
})
export type ExpertListQuery = v.InferInput<typeof ExpertListQuery>
