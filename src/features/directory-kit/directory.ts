import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { createElement, useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { getJson } from '../../lib/api.ts'
import { pageParams, pageSearchParams } from '../../lib/paging.ts'
import { countFilters, useUrlFilters, type NavigateFilters } from '../../lib/use-url-filters.ts'
import { warm } from '../../lib/warm.ts'
import { DirectoryScreen } from './DirectoryScreen.tsx'
import type { Directory, DirectoryDeclaration, DirectoryPage } from './types.ts'

const CHOICES_STALE_MS = 60 * 60 * 1000

/** The lists the fields choose from, in the panel's order: what the screen reads besides the list. */
const choiceKinds = <F extends object>(fields: DirectoryDeclaration<F, string, unknown>['fields'] = []) =>
  fields.flatMap((field) => (field.kind === 'place' ? ['countries'] : 'choices' in field && field.choices ? [field.choices] : []))

/** A list's orders as its contract names them (the default first), with their labels: a declaration's `sorts`. */
export const sortChoices = <S extends string>(orders: readonly S[], labels: Record<S, string>) => orders.map((value) => ({ value, label: labels[value] }))

/** A public directory from its declaration (see types.ts). */
export function directory<F extends object, K extends string, Item>(declaration: DirectoryDeclaration<F, K, Item>): Directory<F, K, Item> {
  const { name, path, search, response, items, choices } = declaration
  const order = Object.keys(search.entries)
  const hasPlace = declaration.fields?.some((field) => field.kind === 'place') ?? false

  const canonical = (filters: F) => {
    const set = filters as Record<string, unknown>
    return Object.fromEntries(
      order.flatMap((filter) => {
        const value = set[filter]
        return value === undefined ? [] : [[filter, Array.isArray(value) ? [...value].sort() : value]]
      }),
    ) as F
  }

  const keys = {
    all: [name] as const,
    lists: [name, 'list'] as const,
    list: (filters: F) => [name, 'list', canonical(filters)] as const,
    choices: (kind: string) => [name, kind] as const,
    states: (country: string) => [name, 'countries', country, 'states'] as const,
  }

  const fetchPage = (filters: F, page: number, signal?: AbortSignal): Promise<DirectoryPage<K, Item>> =>
    getJson(response, path, { signal, searchParams: pageSearchParams(canonical(filters), page) }).then((r) => r.data)

  const listQuery = (filters: F) =>
    infiniteQueryOptions({
      queryKey: keys.list(filters) as QueryKey,
      queryFn: ({ pageParam, signal }) => fetchPage(filters, pageParam, signal),
      ...pageParams,
    })

  const fetchChoices = (at: string, signal: AbortSignal) => {
    if (!choices) throw new Error(`The ${name} directory declares no choices`)
    return getJson(choices, at, { signal }).then((r) => r.data.map(({ slug, title }) => ({ value: slug, label: title })))
  }

  /** A filter's choices, as the selects and checkbox lists take them: only what listed items have. */
  const choicesQuery = (kind: string) =>
    queryOptions({ queryKey: keys.choices(kind) as QueryKey, queryFn: ({ signal }) => fetchChoices(`${path}/${kind}`, signal), staleTime: CHOICES_STALE_MS })

  /** The chosen country's states; asked for only once a country is chosen. */
  const statesQuery = (country: string) =>
    queryOptions({
      queryKey: keys.states(country) as QueryKey,
      queryFn: ({ signal }) => fetchChoices(`${path}/countries/${encodeURIComponent(country)}/states`, signal),
      staleTime: CHOICES_STALE_MS,
    })

  const kept = (queryClient: QueryClient) => {
    const byKey = new Map<string | number, Item>()
    for (const [, data] of queryClient.getQueriesData<InfiniteData<DirectoryPage<K, Item>>>({ queryKey: keys.lists })) {
      for (const page of data?.pages ?? []) for (const item of page[items]) byKey.set(declaration.itemKey(item), item)
    }
    return [...byKey.values()]
  }

  // The words and the order narrow nothing the panel holds.
  const activeFilters = (filters: F) => countFilters(order.flatMap((filter) => (filter === 'search' || filter === 'sort' ? [] : [(filters as Record<string, unknown>)[filter]])))

  // Nothing is awaited, so a filter change shows its loading state at once instead of holding the old list until the
  // new one arrives; a first page is asked for only when none is kept, and a refusal or failure is the list's to show.
  const warmAll = (queryClient: QueryClient, filters: F) => {
    if (declaration.screen) void warm(queryClient, declaration.screen.section)
    for (const kind of choiceKinds(declaration.fields)) void warm(queryClient, choicesQuery(kind))
    const { country } = filters as { country?: string }
    if (hasPlace && country) void warm(queryClient, statesQuery(country))
    for (const also of declaration.alsoWarm ?? []) void warm(queryClient, also)
    void queryClient.infiniteQuery(listQuery(filters)).catch(() => undefined)
  }

  function useFilters() {
    const navigate = useNavigate()
    const go = useCallback<NavigateFilters<F>>((update, replace) => navigate({ to: '.', search: update as never, replace, resetScroll: false }), [navigate])
    const search: unknown = useSearch({ strict: false })
    return useUrlFilters(search as F, go)
  }

  const built: Directory<F, K, Item> = {
    declaration,
    keys,
    canonical,
    listQuery,
    choicesQuery,
    statesQuery,
    activeFilters,
    kept,
    warm: warmAll,
    useFilters,
    Screen: function Screen() {
      return createElement(DirectoryScreen<F, K, Item>, { directory: built })
    },
  }
  return built
}
