import { useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { countFilters, useUrlFilters, type NavigateFilters } from '../../lib/use-url-filters.ts'
import type { VacancySearch } from './search.ts'

/** The vacancy list's filters, in the URL (lib/use-url-filters.ts). */
export function useVacancyFilters() {
  const navigate = useNavigate({ from: '/vacancy' })
  const go = useCallback<NavigateFilters<VacancySearch>>((search, replace) => navigate({ search, replace, resetScroll: false }), [navigate])
  return useUrlFilters(useSearch({ from: '/vacancy' }), go)
}

/** How many narrowing choices are on, for the phone's 'Filters' button; the search box shows its own. */
export const activeFilterCount = ({ country, state, subjects, qualification }: VacancySearch) => countFilters([country, state, subjects, qualification])
