import { createFileRoute } from '@tanstack/react-router'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { journalsSection } from '../features/journals/admin/journals-section.tsx'

export const Route = createFileRoute('/admin-dashboard/journals/$id/edit')({ component: () => <EditItemPage section={journalsSection} /> })
