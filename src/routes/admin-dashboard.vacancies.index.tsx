import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { vacanciesSection } from '../features/vacancies/admin/vacancies-section.ts'

export const Route = createFileRoute('/admin-dashboard/vacancies/')({ validateSearch: adminListSearch, component: () => <SectionListPage section={vacanciesSection} /> })
