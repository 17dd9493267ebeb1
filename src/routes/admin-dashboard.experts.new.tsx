import { createFileRoute } from '@tanstack/react-router'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { expertsSection } from '../features/experts/admin/experts-section.tsx'

export const Route = createFileRoute('/admin-dashboard/experts/new')({ component: () => <NewItemPage section={expertsSection} /> })
