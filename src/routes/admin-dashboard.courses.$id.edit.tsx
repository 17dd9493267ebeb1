import { createFileRoute } from '@tanstack/react-router'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { coursesSection } from '../features/events/admin/courses-section.tsx'

export const Route = createFileRoute('/admin-dashboard/courses/$id/edit')({ component: () => <EditItemPage section={coursesSection} /> })
