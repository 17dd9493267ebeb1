import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Paged } from '../../../../contract/common.ts'
import { VacancyListResponse, VacancyOptionsResponse, VacancyResponse, type Vacancy } from '../../../../contract/vacancies.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams, pageSearchParams } from '../../../lib/paging.ts'
import type { VacancySearch } from '../search.ts'
import { canonicalFilters, vacancyKeys, type VacancyOptionKind } from './vacancies-keys.ts'

const OPTIONS_STALE_MS = 60 * 60 * 1000

export type VacancyPage = Paged<'vacancies', Vacancy>

const fetchVacancyPage = (filters: VacancySearch, page: number, signal?: AbortSignal): Promise<VacancyPage> =>
  getJson(VacancyListResponse, 'vacancies', { signal, searchParams: pageSearchParams(canonicalFilters(filters), page) }).then((r) => r.data)

export const vacanciesInfiniteQuery = (filters: VacancySearch) =>
  infiniteQueryOptions({
    queryKey: vacancyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchVacancyPage(filters, pageParam, signal),
    ...pageParams,
  })

const fetchOptions = (path: string, signal: AbortSignal) =>
  getJson(VacancyOptionsResponse, path, { signal }).then((r) => r.data.map(({ slug, title }) => ({ value: slug, label: title })))

/** A filter's choices, as the form's selects and checkbox list take them: only what open vacancies have. */
export const vacancyOptionsQuery = (kind: VacancyOptionKind) =>
  queryOptions({
    queryKey: vacancyKeys.options(kind),
    queryFn: ({ signal }) => fetchOptions(`vacancies/${kind}`, signal),
    staleTime: OPTIONS_STALE_MS,
  })

/** The chosen country's states; asked for only once a country is chosen. */
export const vacancyStatesQuery = (country: string) =>
  queryOptions({
    queryKey: vacancyKeys.states(country),
    queryFn: ({ signal }) => fetchOptions(`vacancies/countries/${encodeURIComponent(country)}/states`, signal),
    staleTime: OPTIONS_STALE_MS,
  })

/** One vacancy for its page, open or closed; 404 for a draft or one that does not exist. */
export const vacancyQuery = (slug: string) =>
  queryOptions({
    queryKey: vacancyKeys.item(slug),
    queryFn: ({ signal }) => getJson(VacancyResponse, `vacancies/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
  })
