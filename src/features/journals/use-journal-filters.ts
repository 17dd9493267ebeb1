import { startTransition, useCallback, useOptimistic } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { JournalSearch } from './search.ts'

type Update = (filters: JournalSearch) => JournalSearch

/**
 * The finder's filters live in the URL: a link or a reload shows the same list, and Back undoes a choice.
 * Typed values replace the current entry instead of adding one per pause in typing. The page keeps its
 * scroll position, since the filters sit beside the list. A choice shows at once, before the navigation
 * that records it has finished, so a box ticked on a busy phone never looks as if the tick was lost.
 */
export function useJournalFilters() {
  const urlFilters = useSearch({ from: '/journal-finder' })
  const navigate = useNavigate({ from: '/journal-finder' })
  const [filters, showNow] = useOptimistic(urlFilters, (current: JournalSearch, update: Update) => update(current))
  const apply = useCallback(
    (update: Update, replace: boolean) =>
      startTransition(async () => {
        showNow(update)
        await navigate({ search: (prev) => update(prev), replace, resetScroll: false })
      }),
    [navigate, showNow],
  )
  const setFilters = useCallback(
    (patch: Partial<JournalSearch>, { replace = false } = {}) => apply((current) => ({ ...current, ...patch }), replace),
    [apply],
  )
  const clearFilters = useCallback(() => apply(() => ({}), false), [apply])
  return { filters, setFilters, clearFilters }
}

/** How many narrowing choices are on, for the phone's 'Filters' button; the search box shows its own. */
export const activeFilterCount = ({ publisher, indexes, impactFactor, subject, openAccess, noApc }: JournalSearch) =>
  [publisher, impactFactor, subject, openAccess, noApc].filter((value) => value !== undefined).length + (indexes?.length ?? 0)
