import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { queryStatuses } from '../../contract/enquiry-statuses.ts'
import { SearchText } from '../../contract/journal-filters.ts'
import { AdminQueriesPage } from '../features/enquiries/admin/AdminQueriesPage.tsx'
import { optionalParam } from '../lib/search-params.ts'

// No loader: every route's definition is in the first screen's script, and the list asks for itself at once.
export const Route = createFileRoute('/admin-dashboard/queries/')({
  // The API's own rules; blank search is no search, an unknown status none.
  validateSearch: v.object({ search: optionalParam(SearchText), status: optionalParam(v.picklist(queryStatuses)) }),
  component: AdminQueriesPage,
})
