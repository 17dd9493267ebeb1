import * as v from 'valibot'
import { SearchText } from '../../../../contract/journal-filters.ts'
import { filterParam, optionalParam } from '../../../lib/search-params.ts'

/** Journal Management's address: the API's own filter names (`?doaj=no&noImpactFactor=yes`), checked by the server. */
export const journalsListSearch = v.object({
  search: optionalParam(SearchText),
  publisher: filterParam,
  index: filterParam,
  openAccess: filterParam,
  doaj: filterParam,
  noImpactFactor: filterParam,
})

/** The import screen's address: the import it follows, so a reload shows its progress again. */
export const journalImportSearch = v.object({ import: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1))) })
