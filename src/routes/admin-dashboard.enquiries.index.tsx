import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { enquiryStatuses } from '../../contract/enquiry-statuses.ts'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { enquiriesSection } from '../features/enquiries/admin/enquiries-sections.tsx'
import { optionalParam } from '../lib/search-params.ts'

// An unknown status is none.
export const Route = createFileRoute('/admin-dashboard/enquiries/')({
  validateSearch: v.object({ ...adminListSearch.entries, status: optionalParam(v.picklist(enquiryStatuses)) }),
  component: () => <SectionListPage section={enquiriesSection} />,
})
