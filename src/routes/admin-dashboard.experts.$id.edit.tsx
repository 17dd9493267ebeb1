import { createFileRoute } from '@tanstack/react-router'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { expertsSection } from '../features/experts/admin/experts-section.tsx'

export const Route = createFileRoute('/admin-dashboard/experts/$id/edit')({ component: () => <EditItemPage section={expertsSection} /> })
