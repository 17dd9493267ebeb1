import * as v from 'valibot'
import { SearchText } from '../../../contract/search.ts'
import { filterParam, optionalParam } from '../../lib/search-params.ts'

/**
 * An admin list's address: its search text, by the API's own rule (blank is no search). Small on purpose: a route's
 * `validateSearch` is in the first screen's script, while the section it opens loads with the admin screens.
 */
export const adminListSearch = v.object({ search: optionalParam(SearchText) })

/**
 * A kit section's list on the generic route: its search, and the filters it names (`filters`) in the address, each
 * kept as text and checked by the server (Journal Management's `?doaj=no&noImpactFactor=yes`).
 */
export const kitListSearch = v.objectWithRest(adminListSearch.entries, filterParam)

/** A list with a status filter beside its search (enquiries, queries, conversations, payments). */
export const adminStatusSearch = v.object({ ...adminListSearch.entries, status: filterParam })
