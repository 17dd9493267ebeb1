import * as v from 'valibot'
import { PageParam, Slug } from './common.ts'
import { SearchText } from './search.ts'

// Apart from contract/experts.ts so the web app can check its /connect and /expert-result URLs with these rules
// without loading the cards' schemas, as the other directories do.

/** `GET /api/subject-experts`: listed experts, verified first, then those who helped most, then by name. */
export const ExpertListQuery = v.object({
  page: PageParam,
  /** Words of the name, subjects or bio; the last word also matches as a prefix while typing. */
  search: v.optional(SearchText),
  subject: v.optional(Slug),
})
export type ExpertListQuery = v.InferInput<typeof ExpertListQuery>
