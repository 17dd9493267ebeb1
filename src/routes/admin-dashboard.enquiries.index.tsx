import { createFileRoute } from '@tanstack/react-router'
import { adminStatusSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { enquiriesSection } from '../features/enquiries/admin/enquiries-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/enquiries/')({
  validateSearch: adminStatusSearch,
  component: () => <SectionListPage section={enquiriesSection} />,
})
