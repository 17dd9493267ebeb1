import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SearchText } from '../../contract/journal-filters.ts'
import { AdminExpertsPage } from '../features/experts/admin/AdminExpertsPage.tsx'
import { optionalParam } from '../lib/search-params.ts'

// No loader: every route's definition is in the first screen's script, and the list asks for itself at once.
export const Route = createFileRoute('/admin-dashboard/experts/')({
  // The API's own search text rule; blank is no search.
  validateSearch: v.object({ search: optionalParam(SearchText) }),
  component: AdminExpertsPage,
})
