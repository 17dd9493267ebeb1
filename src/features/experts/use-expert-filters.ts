import { useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useUrlFilters, type NavigateFilters } from '../../lib/use-url-filters.ts'
import type { ExpertSearch } from './search.ts'

/** The screens that show the directory: /connect with its introduction, /expert-result with the results alone. */
export type ExpertRoute = '/connect' | '/expert-result'

/** The directory's filters, in the URL of the screen showing it (lib/use-url-filters.ts). */
export function useExpertFilters(from: ExpertRoute) {
  const navigate = useNavigate({ from })
  const go = useCallback<NavigateFilters<ExpertSearch>>((search, replace) => navigate({ search, replace, resetScroll: false }), [navigate])
  return useUrlFilters(useSearch({ from }), go)
}
