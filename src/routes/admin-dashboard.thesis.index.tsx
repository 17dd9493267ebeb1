import { createFileRoute } from '@tanstack/react-router'
import { adminStatusSearch } from '../features/admin-kit/list-search.ts'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { thesisSection } from '../features/enquiries/admin/enquiries-sections.tsx'

export const Route = createFileRoute('/admin-dashboard/thesis/')({
  validateSearch: adminStatusSearch,
  component: () => <SectionListPage section={thesisSection} />,
})
