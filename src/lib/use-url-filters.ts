import { startTransition, useCallback, useOptimistic } from 'react'

type Update<F> = (filters: F) => F

/** Records new filters in the URL: `search` turns the URL's filters into the new ones; `replace` keeps one history entry. */
export type NavigateFilters<F> = (search: Update<F>, replace: boolean) => Promise<void>

/** What clearing the filters leaves as it was: the list's order is no filter. */
const keptOnClear = ['sort']

/**
 * A list screen's filters, kept in the URL: a link or a reload shows the same list, and Back undoes a choice.
 * Typed values replace the current entry instead of adding one per pause in typing. A choice shows at once,
 * before the navigation that records it has finished, so a box ticked on a busy phone never looks as if the
 * tick was lost. The screen's own hook passes its route's search and navigate (which keeps the scroll
 * position, since the filters sit beside the list).
 */
export function useUrlFilters<F extends object>(urlFilters: F, navigate: NavigateFilters<F>) {
  const [filters, showNow] = useOptimistic(urlFilters, (current: F, update: Update<F>) => update(current))
  const apply = useCallback(
    (update: Update<F>, replace: boolean) =>
      startTransition(async () => {
        showNow(update)
        await navigate(update, replace)
      }),
    [navigate, showNow],
  )
  const setFilters = useCallback(
    (patch: Partial<F>, { replace = false } = {}) => apply((current) => ({ ...current, ...patch }), replace),
    [apply],
  )
  const clearFilters = useCallback(
    () => apply((current) => Object.fromEntries(Object.entries(current).filter(([name]) => keptOnClear.includes(name))) as F, false),
    [apply],
  )
  return { filters, setFilters, clearFilters }
}

/** How many narrowing choices are on, for the phone's 'Filters (n)' button: each list entry counts as one. */
export const countFilters = (values: unknown[]) =>
  values.reduce<number>((count, value) => count + (Array.isArray(value) ? value.length : value === undefined ? 0 : 1), 0)
