import { createFileRoute } from '@tanstack/react-router'
import { EditItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { plansSection } from '../features/plans/admin/plans-section.ts'

export const Route = createFileRoute('/admin-dashboard/plans/$id/edit')({ component: () => <EditItemPage section={plansSection} /> })
