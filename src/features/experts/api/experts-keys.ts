import type { ExpertSearch } from '../search.ts'

/**
 * Every key starts with 'experts', as Expert Management's changes refresh them. The directory is the same for
 * everyone, so none is a user key. Filters are in the list key in one canonical form.
 */
export const expertKeys = {
  lists: ['experts', 'list'] as const,
  list: (filters: ExpertSearch) => ['experts', 'list', canonicalFilters(filters)] as const,
  subjects: ['experts', 'subjects'] as const,
}

export function canonicalFilters({ search, subject }: ExpertSearch): ExpertSearch {
  const filters: ExpertSearch = { search, subject }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}
