import { createFileRoute } from '@tanstack/react-router'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { eventsSection } from '../features/events/admin/events-section.ts'

export const Route = createFileRoute('/admin-dashboard/events/$id/edit')({ component: () => <EditItemPage section={eventsSection} /> })
