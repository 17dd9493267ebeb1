import { queryOptions } from '@tanstack/react-query'
import { SavedItemsResponse } from '../../../../contract/saved-items.ts'
import { getJson } from '../../../lib/api.ts'
import { savedItemKeys } from './saved-items-keys.ts'

/** Every saved item with the saved-events feed's address; one list, so each Save button reads from it. */
export const savedItemsQuery = () =>
  queryOptions({
    queryKey: savedItemKeys.all,
    queryFn: ({ signal }) => getJson(SavedItemsResponse, 'saved-items', { signal }).then((r) => r.data),
  })
