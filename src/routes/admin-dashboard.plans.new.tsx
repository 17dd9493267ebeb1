import { createFileRoute } from '@tanstack/react-router'
import { NewItemPage } from '../features/admin/form/SectionFormPages.tsx'
import { plansSection } from '../features/plans/admin/plans-section.ts'

export const Route = createFileRoute('/admin-dashboard/plans/new')({ component: () => <NewItemPage section={plansSection} /> })
