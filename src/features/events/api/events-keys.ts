import type { EventSearch } from '../search.ts'

export type EventOptionKind = 'countries' | 'subjects' | 'types' | 'modes'

/**
 * Every key starts with 'events'. The listings are the same for everyone, so none is a user key. Filters are part
 * of the list key in one canonical form, so the same filters in another order share one entry.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (filters: EventSearch) => ['events', 'list', canonicalFilters(filters)] as const,
  options: (kind: EventOptionKind) => ['events', kind] as const,
  states: (country: string) => ['events', 'countries', country, 'states'] as const,
  item: (slug: string) => ['events', 'item', slug] as const,
}

export function canonicalFilters({ search, country, state, subject, type, mode }: EventSearch): EventSearch {
  const filters: EventSearch = { search, country, state, subject, type, mode }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}
