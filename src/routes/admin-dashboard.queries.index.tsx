import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { queryStatuses } from '../../contract/enquiry-statuses.ts'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { queriesSection } from '../features/enquiries/admin/enquiries-sections.tsx'
import { optionalParam } from '../lib/search-params.ts'

// An unknown status is none.
export const Route = createFileRoute('/admin-dashboard/queries/')({
  validateSearch: v.object({ ...adminListSearch.entries, status: optionalParam(v.picklist(queryStatuses)) }),
  component: () => <SectionListPage section={queriesSection} />,
})
