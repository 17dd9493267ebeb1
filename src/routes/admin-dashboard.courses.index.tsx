import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { coursesSection } from '../features/events/admin/courses-section.tsx'

export const Route = createFileRoute('/admin-dashboard/courses/')({ validateSearch: adminListSearch, component: () => <SectionListPage section={coursesSection} /> })
