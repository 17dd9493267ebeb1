import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { AdminVacancyListResponse, AdminVacancyResponse, type AdminVacancy } from '../../../../contract/admin-vacancies.ts'
import type { Paged } from '../../../../contract/common.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams } from '../../../lib/paging.ts'
import { adminVacancyKeys } from './admin-vacancies-keys.ts'

export type AdminVacancyPage = Paged<'vacancies', AdminVacancy>

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

/** One vacancy for the edit form, as the list shows it; 404 once it has been deleted. */
export const adminVacancyQuery = (id: number) =>
  queryOptions({
    queryKey: adminVacancyKeys.item(id),
    queryFn: ({ signal }) => getJson(AdminVacancyResponse, `admin/vacancies/${id}`, { signal }).then((r) => r.data),
    staleTime: 0,
  })

