import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Paged } from '../../../../contract/common.ts'
import { ExpertListResponse, ExpertSubjectsResponse, type Expert } from '../../../../contract/experts.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams, pageSearchParams } from '../../../lib/paging.ts'
import type { ExpertSearch } from '../search.ts'
import { canonicalFilters, expertKeys } from './experts-keys.ts'

const SUBJECTS_STALE_MS = 60 * 60 * 1000

export type ExpertPage = Paged<'experts', Expert>

const fetchExpertPage = (filters: ExpertSearch, page: number, signal?: AbortSignal): Promise<ExpertPage> =>
  getJson(ExpertListResponse, 'subject-experts', { signal, searchParams: pageSearchParams(canonicalFilters(filters), page) }).then((r) => r.data)

export const expertsInfiniteQuery = (filters: ExpertSearch) =>
  infiniteQueryOptions({
    queryKey: expertKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchExpertPage(filters, pageParam, signal),
    ...pageParams,
  })

/** The subject filter's choices, as its select takes them: the subjects listed experts have, by title. */
export const expertSubjectsQuery = () =>
  queryOptions({
    queryKey: expertKeys.subjects,
    queryFn: ({ signal }) => getJson(ExpertSubjectsResponse, 'subject-experts/subjects', { signal }).then((r) => r.data.map(({ slug, title }) => ({ value: slug, label: title }))),
    staleTime: SUBJECTS_STALE_MS,
  })
