import type { JournalSearch } from '../search.ts'

export type OptionKind = 'publishers' | 'indexes' | 'subjects'

/**
 * Every key starts with 'journals' so the last lists are kept on the device for offline reading (see
 * lib/query-client.ts). The catalogue is the same for everyone, so none of it is a user key. Filters are part
 * of the list key in one canonical form, so the same filters in another order or spelling share one entry.
 */
export const journalKeys = {
  lists: ['journals', 'list'] as const,
  list: (filters: JournalSearch) => ['journals', 'list', canonicalFilters(filters)] as const,
  options: (kind: OptionKind) => ['journals', kind] as const,
  maxImpactFactor: ['journals', 'max-impact-factor'] as const,
}

export function canonicalFilters({ search, publisher, indexes, impactFactor, subject, openAccess, noApc }: JournalSearch): JournalSearch {
  const filters: JournalSearch = { search, publisher, indexes: indexes && [...indexes].sort(), impactFactor, subject, openAccess, noApc }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}
