import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { plansSection } from '../features/plans/admin/plans-section.ts'

export const Route = createFileRoute('/admin-dashboard/plans/')({ validateSearch: adminListSearch, component: () => <SectionListPage section={plansSection} /> })
