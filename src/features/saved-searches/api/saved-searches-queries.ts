import { queryOptions } from '@tanstack/react-query'
import { SavedSearchesResponse } from '../../../../contract/saved-searches.ts'
import { getJson } from '../../../lib/api.ts'
import { savedSearchKeys } from './saved-searches-keys.ts'

/** The member's saved searches, newest first, each with the filters it opens with and those it lost. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => getJson(SavedSearchesResponse, 'saved-searches', { signal }).then((r) => r.data),
  })
