import { useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { JournalSearch } from './search.ts'

/**
 * The finder's filters live in the URL: a link or a reload shows the same list, and Back undoes a choice.
 * Typed values replace the current entry instead of adding one per pause in typing. The page keeps its
 * scroll position, since the filters sit beside the list.
 */
export function useJournalFilters() {
  const filters = useSearch({ from: '/journal-finder' })
  const navigate = useNavigate({ from: '/journal-finder' })
  const setFilters = useCallback(
    (patch: Partial<JournalSearch>, { replace = false } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  )
  const clearFilters = useCallback(() => void navigate({ search: {}, resetScroll: false }), [navigate])
  return { filters, setFilters, clearFilters }
}

/** How many narrowing choices are on, for the phone's 'Filters' button; the search box shows its own. */
export const activeFilterCount = ({ publisher, indexes, impactFactor, subject, openAccess, noApc }: JournalSearch) =>
  [publisher, impactFactor, subject, openAccess, noApc].filter((value) => value !== undefined).length + (indexes?.length ?? 0)
