import { createFileRoute } from '@tanstack/react-router'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { coursesSection } from '../features/events/admin/courses-section.tsx'

export const Route = createFileRoute('/admin-dashboard/courses/new')({ component: () => <NewItemPage section={coursesSection} /> })
