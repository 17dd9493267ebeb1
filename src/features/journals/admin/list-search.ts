import * as v from 'valibot'
import { optionalParam } from '../../../lib/search-params.ts'

/** The import screen's address: the import it follows, so a reload shows its progress again. */
export const journalImportSearch = v.object({ import: optionalParam(v.pipe(v.number(), v.integer(), v.minValue(1))) })
