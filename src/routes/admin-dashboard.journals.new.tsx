import { createFileRoute } from '@tanstack/react-router'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { journalsSection } from '../features/journals/admin/journals-section.tsx'

export const Route = createFileRoute('/admin-dashboard/journals/new')({ component: () => <NewItemPage section={journalsSection} /> })
