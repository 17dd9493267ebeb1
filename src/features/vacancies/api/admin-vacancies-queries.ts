import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import {
  AdminVacancyListResponse,
  VacancyLookupsResponse,
  VacancyLookupStatesResponse,
  type AdminVacancy,
} from '../../../../contract/admin-vacancies.ts'
import type { Paged } from '../../../../contract/common.ts'
import { ApiError, getJson } from '../../../lib/api.ts'
import { pageParams } from '../../../lib/paging.ts'
import { adminVacancyKeys } from './admin-vacancies-keys.ts'

export type AdminVacancyPage = Paged<'vacancies', AdminVacancy>

const LOOKUPS_STALE_MS = 60 * 60 * 1000

const fetchPage = (search: string, page: number, signal?: AbortSignal): Promise<AdminVacancyPage> => {
  const searchParams = new URLSearchParams({ page: String(page) })
  if (search.trim()) searchParams.set('search', search.trim())
  return getJson(AdminVacancyListResponse, 'admin/vacancies', { signal, searchParams }).then((r) => r.data)
}

/** Newest first; `search` is part of a title, employer, subject, state or country, in any case. */
export const adminVacanciesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminVacancyKeys.list(search.trim()),
    queryFn: ({ pageParam, signal }) => fetchPage(search, pageParam, signal),
    ...pageParams,
  })

/** A vacancy already in a loaded list page, as the list's Edit opens it. */
function cachedItem(queryClient: QueryClient, id: number) {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<AdminVacancyPage>>({ queryKey: adminVacancyKeys.lists })) {
    const found = data?.pages.flatMap((page) => page.vacancies).find((vacancy) => vacancy.id === id)
    if (found) return found
  }
  return undefined
}

/**
 * One vacancy for the edit form: straight from the list it was opened from; after a reload or from a link, read
 * from the list itself, page by page, as the API has no single-vacancy read for admins.
 */
export const adminVacancyQuery = (queryClient: QueryClient, id: number) =>
  queryOptions({
    queryKey: adminVacancyKeys.item(id),
    queryFn: async ({ signal }) => {
      const cached = cachedItem(queryClient, id)
      if (cached) return cached
      for (let page = 1; ; page++) {
        const { vacancies, hasMore } = await fetchPage('', page, signal)
        const found = vacancies.find((vacancy) => vacancy.id === id)
        if (found) return found
        if (!hasMore) throw new ApiError('Vacancy not found', 404, 'not_found')
      }
    },
    staleTime: 0,
  })

/** The form's choices (subjects, types, countries) with the ids a vacancy is saved with. */
export const vacancyLookupsQuery = () =>
  queryOptions({
    queryKey: adminVacancyKeys.lookups,
    queryFn: ({ signal }) => getJson(VacancyLookupsResponse, 'admin/vacancies/lookups', { signal }).then((r) => r.data),
    staleTime: LOOKUPS_STALE_MS,
  })

/** A country's states by id; none for a country the data set lists no states for. */
export const vacancyStatesQuery = (countryId: number) =>
  queryOptions({
    queryKey: adminVacancyKeys.states(countryId),
    queryFn: ({ signal }) => getJson(VacancyLookupStatesResponse, `admin/vacancies/lookups/countries/${countryId}/states`, { signal }).then((r) => r.data),
    staleTime: LOOKUPS_STALE_MS,
  })
