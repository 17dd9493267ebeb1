import { createFileRoute } from '@tanstack/react-router'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { eventsSection } from '../features/events/admin/events-section.ts'

export const Route = createFileRoute('/admin-dashboard/events/new')({ component: () => <NewItemPage section={eventsSection} /> })
