import type { InfiniteData, QueryClient, QueryKey, UseInfiniteQueryOptions, UseQueryOptions } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import type * as v from 'valibot'
import type { Paged } from '../../../contract/common.ts'
import type { Section } from '../../../contract/content.ts'
import type { Option } from '../../ui/form/SelectField.tsx'
import type { DirectorySearch } from '../../lib/search-params.ts'

// A public directory, declared once (the journal finder, vacancies, events, experts): its list, its filters, its
// screen's texts and its card. The kit draws from it the address's schema, the cache keys, the list's and the
// choices' queries, what the route's loader warms, the filter panel, the results and the screen. Parts that belong to
// other areas (the plan's gate, the managed header, 'Save this search') are plugged in by the declaration, as the
// kit imports no area.

/** A name of the filters whose values are `V`. */
export type FilterOf<F, V> = { [K in keyof F]-?: NonNullable<F[K]> extends V ? K : never }[keyof F] & string

/** What a filter field may do: read the filters (every one optional) and change them (each change starts the list again at page 1). */
export interface FilterControls<F extends object> {
  filters: F
  setFilters: (patch: Partial<F>, options?: { replace?: boolean }) => void
}

/** One field of the filter panel, in the panel's order; `choices` names the list its options come from ('subjects'). */
export type DirectoryField<F extends object> =
  /** One of a list: 'All …' first, then the choices. */
  | { kind: 'select'; filter: FilterOf<F, string>; label: string; all: string; choices: string }
  /** Country, then State, which waits for a country and starts again when the country changes. */
  | { kind: 'place' }
  /** Several of a list, as a box of checkboxes. */
  | { kind: 'checkboxes'; filter: FilterOf<F, readonly string[]>; legend: string; choices: string }
  /** On-or-absent switches under one legend. */
  | { kind: 'toggles'; legend: string; toggles: readonly { filter: FilterOf<F, boolean>; label: string }[] }
  /** A field of the directory's own (the journal finder's impact factor). */
  | { kind: 'own'; Field: ComponentType<FilterControls<F>>; choices?: never }

/** The plan's gate (plans' hooks): further pages and search need a feature. */
export interface DirectoryPlan {
  /** Whether the plan has the feature; undefined while that is being checked. */
  useAccess: () => boolean | undefined
  /** What a gated action does: the upgrade prompt, coming back with what the action would have added to the address. */
  useOnGated: () => (carry?: Record<string, unknown>) => void
  /** The list's gate as `InfiniteList` props (plans' `useListGate`). */
  useListGate: (error: Error | null, access: boolean | undefined, onGated: () => void) => { autoLoad: boolean; more: ReactNode }
}

/** The screen around the list (`DirectoryScreen`); a directory with a layout of its own leaves it out. */
export interface DirectoryScreenSpec<F extends object> {
  /** The plain name: the document title, and the heading without a managed section ('Vacancies'). */
  title: string
  description: string
  /** The staff-written header (content's `sectionQuery`), with its points where `withPoints`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any section's key
  section: UseQueryOptions<Section, Error, Section, any>
  withPoints?: boolean
  /** Names the filter column for assistive technology ('Vacancy filters'). */
  filtersLabel: string
  searchBox: { label: string; placeholder: string }
  /** The list's heading ('Open positions'). */
  heading: string
  /** Shown above the list's heading (the journal finder's manuscript matching). */
  Before?: ComponentType<{ access: boolean | undefined; onGated: () => void }>
  /** Shown under the filter panel (the events' calendar feed). */
  AfterFilters?: ComponentType<{ filters: F }>
  /** 'Save this search' (saved searches' button), named after the words searched ('Vacancies: surgeon'). */
  saveSearch?: { Button: ComponentType<{ area: never; filters: Record<string, unknown>; suggestedName: string }>; area: string; name: string }
  /** The screen keeps the scroll position the router restores instead of opening at its top. */
  keepsScroll?: boolean
}

export interface DirectoryDeclaration<F extends object, K extends string, Item> {
  /** The first part of every cache key: the lists and the filters' choices ('vacancies'). */
  name: string
  /** The list's address under /api ('vacancies'); the choices are under it ('vacancies/subjects'). */
  path: string
  /** The address's filters: `directorySearch(<the list's query schema>)`, which the route validates with. */
  search: DirectorySearch<F>
  /** One page as the API answers it (`VacancyListResponse`), its items under `items`. */
  response: v.GenericSchema<unknown, { data: Paged<K, Item> }>
  items: K
  /** The choices as the API answers them (`VacancyOptionsResponse`). */
  choices?: v.GenericSchema<unknown, { data: readonly { slug: string; title: string }[] }>
  fields?: readonly DirectoryField<F>[]
  /** The orders the list may be shown in (the query's `sort`), the default first: the 'Sort by' choice. */
  sorts?: readonly Option[]
  /** Also warmed by the route's loader (the journal finder's slider maximum). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query
  alsoWarm?: readonly UseQueryOptions<any, Error, any, any>[]
  /** 'vacancy' and 'vacancies': the list's texts ('Loading vacancies...', 'No vacancies match your filters.'). */
  noun: { one: string; many: string }
  itemKey: (item: Item) => string | number
  /** An item's card; where the card needs what its screen holds (the experts' Connect), the results are given it. */
  renderItem?: (item: Item) => ReactNode
  listClassName?: string
  plan?: DirectoryPlan
  /** Offline, without a kept list for the filters: the matches among the items of every list kept, under `notice`. */
  offline?: { notice: string; matches: (kept: readonly Item[], filters: F) => Item[] }
  screen?: DirectoryScreenSpec<F>
}

export type DirectoryPage<K extends string, Item> = Paged<K, Item>

/** What the kit makes of a declaration. */
export interface Directory<F extends object, K extends string, Item> {
  declaration: DirectoryDeclaration<F, K, Item>
  keys: {
    all: readonly [string]
    lists: readonly [string, 'list']
    list: (filters: F) => readonly [string, 'list', F]
    choices: (kind: string) => readonly [string, string]
    states: (country: string) => readonly [string, 'countries', string, 'states']
  }
  /** The filters in one form (set ones only, lists sorted, in the query's order): one cache entry, one request. */
  canonical: (filters: F) => F
  listQuery: (filters: F) => UseInfiniteQueryOptions<DirectoryPage<K, Item>, Error, InfiniteData<DirectoryPage<K, Item>>, QueryKey, number>
  choicesQuery: (kind: string) => UseQueryOptions<Option[], Error, Option[], QueryKey>
  statesQuery: (country: string) => UseQueryOptions<Option[], Error, Option[], QueryKey>
  /** How many narrowing choices are on, for the phone's 'Filters (n)': every filter but the words and the order. */
  activeFilters: (filters: F) => number
  /** Every item of the lists kept on the device, once each. */
  kept: (queryClient: QueryClient) => Item[]
  /** What the route's loader calls: starts everything the screen reads, awaiting nothing. */
  warm: (queryClient: QueryClient, filters: F) => void
  /** The filters in the address of the screen showing the directory (lib/use-url-filters.ts). */
  useFilters: () => FilterControls<F> & { clearFilters: () => void }
  /** The whole screen, for the route's `component`. */
  Screen: ComponentType
}
