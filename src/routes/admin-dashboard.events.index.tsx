import { createFileRoute } from '@tanstack/react-router'
import { adminListSearch } from '../features/admin/list-search.ts'
import { SectionListPage } from '../features/admin/list/SectionListPage.tsx'
import { eventsSection } from '../features/events/admin/events-section.ts'

export const Route = createFileRoute('/admin-dashboard/events/')({ validateSearch: adminListSearch, component: () => <SectionListPage section={eventsSection} /> })
