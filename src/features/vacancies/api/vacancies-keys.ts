import type { VacancySearch } from '../search.ts'

export type VacancyOptionKind = 'countries' | 'subjects' | 'qualifications'

/**
 * Every key starts with 'vacancies'. The listings are the same for everyone, so none is a user key. Filters are
 * part of the list key in one canonical form, so the same filters in another order share one entry.
 */
export const vacancyKeys = {
  lists: ['vacancies', 'list'] as const,
  list: (filters: VacancySearch) => ['vacancies', 'list', canonicalFilters(filters)] as const,
  options: (kind: VacancyOptionKind) => ['vacancies', kind] as const,
  states: (country: string) => ['vacancies', 'countries', country, 'states'] as const,
  item: (slug: string) => ['vacancies', 'item', slug] as const,
}

export function canonicalFilters({ search, country, state, subjects, qualification }: VacancySearch): VacancySearch {
  const filters: VacancySearch = { search, country, state, subjects: subjects && [...subjects].sort(), qualification }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
}
