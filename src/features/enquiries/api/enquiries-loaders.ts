import type { QueryClient } from '@tanstack/react-query'
import { warm } from '../../../lib/warm.ts'
import { sectionQuery } from '../../content/index.ts'
import { writingServicesQuery } from './enquiries-queries.ts'

/** What /writting reads: its section and the form's choices. */
export function warmWritingServices(queryClient: QueryClient) {
  return Promise.all([warm(queryClient, sectionQuery('writing-services')), warm(queryClient, writingServicesQuery())])
}
