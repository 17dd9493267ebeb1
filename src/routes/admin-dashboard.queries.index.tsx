import { createFileRoute } from '@tanstack/react-router'
import { adminStatusSearch } from '../features/admin-kit/list-search.ts'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { queriesSection } from '../features/enquiries/admin/enquiries-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/queries/')({
  validateSearch: adminStatusSearch,
  component: () => <SectionListPage section={queriesSection} />,
})
