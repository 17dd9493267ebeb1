import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import { keptTemplatesQuery, templatesQuery } from './templates-queries.ts'

/** Starts the header, the tree and which files are kept; none is awaited, so each block shows its own loading. */
export function warmTemplates(queryClient: QueryClient) {
  void warm(queryClient, sectionQuery('templates'))
  void warm(queryClient, templatesQuery())
  void queryClient.prefetchQuery(keptTemplatesQuery())
}
