import type { QueryClient } from '@tanstack/react-query'
import { VacancySlug } from '../../../../contract/vacancies.ts'
import { loadItem } from '../../../lib/load-item.ts'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import type { VacancySearch } from '../search.ts'
import { vacanciesInfiniteQuery, vacancyOptionsQuery, vacancyQuery, vacancyStatesQuery } from './vacancies-queries.ts'

/**
 * Starts everything the vacancy list reads, with the options its parts read it with; nothing is awaited, so a
 * filter change shows its loading state at once instead of holding the old list until the new one arrives.
 */
export function warmVacancies(queryClient: QueryClient, filters: VacancySearch) {
  void warm(queryClient, sectionQuery('vacancies'))
  void warm(queryClient, vacancyOptionsQuery('countries'))
  void warm(queryClient, vacancyOptionsQuery('subjects'))
  void warm(queryClient, vacancyOptionsQuery('qualifications'))
  if (filters.country) void warm(queryClient, vacancyStatesQuery(filters.country))
  // A first page only when none is kept; a refusal or failure is the list's own state to show.
  void queryClient.infiniteQuery(vacanciesInfiniteQuery(filters)).catch(() => undefined)
}

/** A vacancy's page: the vacancy, or the not-found screen. */
export const loadVacancy = (queryClient: QueryClient, slug: string) => loadItem(queryClient, VacancySlug, slug, vacancyQuery)
