import { createFileRoute } from '@tanstack/react-router'
import { kitListSearch } from '../features/admin-kit/list-search.ts'
import { SectionListPage } from '../features/admin-kit/list/SectionListPage.tsx'
import { paymentsSection } from '../features/plans/admin/payments-section.ts'

export const Route = createFileRoute('/admin-dashboard/plans/payments')({
  // Its status and days, as text the server checks, as every kit list's filters are kept.
  validateSearch: kitListSearch,
  component: () => <SectionListPage section={paymentsSection} />,
})
