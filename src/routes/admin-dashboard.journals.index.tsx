import { createFileRoute } from '@tanstack/react-router'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { journalsSection } from '../features/journals/admin/journals-section.tsx'
import { journalsListSearch } from '../features/journals/admin/list-search.ts'

export const Route = createFileRoute('/admin-dashboard/journals/')({ validateSearch: journalsListSearch, component: () => <SectionListPage section={journalsSection} /> })
