import { useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { countFilters, useUrlFilters, type NavigateFilters } from '../../lib/use-url-filters.ts'
import type { JournalSearch } from './search.ts'

/** The finder's filters, in the URL (lib/use-url-filters.ts). */
export function useJournalFilters() {
  const navigate = useNavigate({ from: '/journal-finder' })
  const go = useCallback<NavigateFilters<JournalSearch>>((search, replace) => navigate({ search, replace, resetScroll: false }), [navigate])
  return useUrlFilters(useSearch({ from: '/journal-finder' }), go)
}

/** How many narrowing choices are on, for the phone's 'Filters' button; the search box shows its own. */
export const activeFilterCount = ({ publisher, indexes, impactFactor, subject, openAccess, noApc }: JournalSearch) =>
  countFilters([publisher, indexes, impactFactor, subject, openAccess, noApc])
