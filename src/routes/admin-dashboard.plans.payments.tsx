import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { paymentsSection } from '../features/plans/admin/payments-section.ts'

export const Route = createFileRoute('/admin-dashboard/plans/payments')({ validateSearch: adminListSearch, component: () => <SectionListPage section={paymentsSection} /> })
