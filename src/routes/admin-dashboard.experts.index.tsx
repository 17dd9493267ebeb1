import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { expertsSection } from '../features/experts/admin/experts-section.tsx'

export const Route = createFileRoute('/admin-dashboard/experts/')({ validateSearch: adminListSearch, component: () => <SectionListPage section={expertsSection} /> })
