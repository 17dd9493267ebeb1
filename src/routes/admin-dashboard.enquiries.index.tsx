import { createFileRoute } from '@tanstack/react-router'
import { adminStatusSearch } from '../features/admin-kit/list-search.ts'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { enquiriesSection } from '../features/enquiries/admin/enquiries-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/enquiries/')({
  validateSearch: adminStatusSearch,
  component: () => <SectionListPage section={enquiriesSection} />,
})
