import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  JournalListResponse,
  JournalOptionsResponse,
  MaxImpactFactorResponse,
  type Journal,
} from '../../../../contract/journals.ts'
import { getJson } from '../../../lib/api.ts'
import type { JournalSearch } from '../search.ts'

/** The slider's top when no journal has an impact factor yet (spec). */
export const DEFAULT_MAX_IMPACT_FACTOR = 50
const OPTIONS_STALE_MS = 60 * 60 * 1000

/**
 * Every key starts with 'journals' so the last lists are kept on the device for offline reading (see
 * lib/query-client.ts). Filters are part of the list key in one canonical form, so the same filters in another
 * order or spelling share one cache entry.
 */
export const journalKeys = {
  lists: ['journals', 'list'] as const,
  list: (filters: JournalSearch) => ['journals', 'list', canonical(filters)] as const,
  options: (kind: OptionKind) => ['journals', kind] as const,
  maxImpactFactor: ['journals', 'max-impact-factor'] as const,
}

function canonical({ search, publisher, indexes, impactFactor, subject, openAccess, noApc }: JournalSearch): JournalSearch {
  const filters: JournalSearch = { search, publisher, indexes: indexes && [...indexes].sort(), impactFactor, subject, openAccess, noApc }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}

/** `GET /api/journals` parameters: `indexes` repeats, as the contract reads it. */
function listParams(filters: JournalSearch, page: number) {
  const params = new URLSearchParams({ page: String(page) })
  for (const [name, value] of Object.entries(canonical(filters))) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one))
  }
  return params
}

export interface JournalPage {
  journals: Journal[]
  hasMore: boolean
}

export const journalsInfiniteQuery = (filters: JournalSearch) =>
  infiniteQueryOptions({
    queryKey: journalKeys.list(filters),
    queryFn: ({ pageParam, signal }): Promise<JournalPage> =>
      getJson(JournalListResponse, 'journals', { signal, searchParams: listParams(filters, pageParam) }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last: JournalPage, _pages: JournalPage[], lastPage: number) => (last.hasMore ? lastPage + 1 : undefined),
  })

export type OptionKind = 'publishers' | 'indexes' | 'subjects'

/** A filter's choices, as the form's selects and checkbox lists take them. */
export const journalOptionsQuery = (kind: OptionKind) =>
  queryOptions({
    queryKey: journalKeys.options(kind),
    queryFn: ({ signal }) =>
      getJson(JournalOptionsResponse, `journals/${kind}`, { signal }).then((r) => r.data.map(({ slug, title }) => ({ value: slug, label: title }))),
    staleTime: OPTIONS_STALE_MS,
  })

/** The slider's maximum: the first item's impact factor, rounded up to the slider's 0.1 step. */
export const maxImpactFactorQuery = () =>
  queryOptions({
    queryKey: journalKeys.maxImpactFactor,
    queryFn: ({ signal }) =>
      getJson(MaxImpactFactorResponse, 'journals/max-impact-factor', { signal }).then((r) => {
        const top = r.data[0]?.impactFactor
        return top ? Math.ceil(top * 10) / 10 : DEFAULT_MAX_IMPACT_FACTOR
      }),
    staleTime: OPTIONS_STALE_MS,
  })
