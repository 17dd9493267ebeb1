import * as v from 'valibot'
import { SearchText } from '../../../../contract/search.ts'
import { filterParam, optionalParam } from '../../../lib/search-params.ts'

/**
 * User Management's address: the API's own filter names (`/admin-dashboard/users?status=unverified&joinedTo=...`),
 * so a link from elsewhere opens the list filtered; the server checks the values.
 */
export const usersListSearch = v.object({
  search: optionalParam(SearchText),
  role: filterParam,
  status: filterParam,
  plan: filterParam,
  joinedFrom: filterParam,
  joinedTo: filterParam,
  page: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
})
export type UsersListSearch = v.InferOutput<typeof usersListSearch>
