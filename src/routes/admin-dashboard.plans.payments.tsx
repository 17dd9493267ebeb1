import { createFileRoute } from '@tanstack/react-router'
import { adminStatusSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { paymentsSection } from '../features/plans/admin/payments-section.ts'

export const Route = createFileRoute('/admin-dashboard/plans/payments')({
  validateSearch: adminStatusSearch,
  component: () => <SectionListPage section={paymentsSection} />,
})
