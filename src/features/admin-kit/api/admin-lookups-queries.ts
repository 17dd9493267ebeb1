import { queryOptions } from '@tanstack/react-query'
import { AdminLookupsResponse, LookupListResponse } from '../../../../contract/admin.ts'
import { getJson } from '../../../lib/api.ts'
import { adminLookupKeys } from './admin-lookups-keys.ts'

const LOOKUPS_STALE_MS = 60 * 60 * 1000

/** Every management form's choices (subjects, types, countries, event modes) with the ids records are saved with. */
export const adminLookupsQuery = () =>
  queryOptions({
    queryKey: adminLookupKeys.all,
    queryFn: ({ signal }) => getJson(AdminLookupsResponse, 'admin/lookups', { signal }).then((r) => r.data),
    staleTime: LOOKUPS_STALE_MS,
  })

/** A country's states by id; none for a country the data set lists no states for. */
export const adminStatesQuery = (countryId: number) =>
  queryOptions({
    queryKey: adminLookupKeys.states(countryId),
    queryFn: ({ signal }) => getJson(LookupListResponse, `admin/lookups/countries/${countryId}/states`, { signal }).then((r) => r.data),
    staleTime: LOOKUPS_STALE_MS,
  })
