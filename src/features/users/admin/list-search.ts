import * as v from 'valibot'
import { SearchText } from '../../../../contract/journal-filters.ts'
import { userStatuses } from '../../../../contract/user-statuses.ts'
import { asText, optionalParam, slugParam } from '../../../lib/search-params.ts'

const day = v.pipe(asText, v.isoDate())

/**
 * User Management's address: the API's own filter names (`/admin-dashboard/users?status=unverified&joinedTo=...`),
 * so a link from elsewhere opens the list filtered. A value the page cannot read is no filter.
 */
export const usersListSearch = v.object({
  search: optionalParam(SearchText),
  role: optionalParam(slugParam),
  status: optionalParam(v.picklist(userStatuses)),
  plan: optionalParam(v.pipe(asText, v.regex(/^(none|free|[1-9]\d{0,9})$/))),
  joinedFrom: optionalParam(day),
  joinedTo: optionalParam(day),
  page: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
})
export type UsersListSearch = v.InferOutput<typeof usersListSearch>
