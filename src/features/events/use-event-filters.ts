import { useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { countFilters, useUrlFilters, type NavigateFilters } from '../../lib/use-url-filters.ts'
import type { EventSearch } from './search.ts'

/** The event list's filters, in the URL (lib/use-url-filters.ts). */
export function useEventFilters() {
  const navigate = useNavigate({ from: '/event' })
  const go = useCallback<NavigateFilters<EventSearch>>((search, replace) => navigate({ search, replace, resetScroll: false }), [navigate])
  return useUrlFilters(useSearch({ from: '/event' }), go)
}

/** How many narrowing choices are on, for the phone's 'Filters' button; the search box shows its own. */
export const activeFilterCount = ({ country, state, subject, type, mode }: EventSearch) => countFilters([country, state, subject, type, mode])
