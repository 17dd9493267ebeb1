import { createFileRoute } from '@tanstack/react-router'
import { NewPlanPage } from '../features/plans/admin/ManagePlanPage.tsx'

export const Route = createFileRoute('/admin-dashboard/plans/new')({ component: NewPlanPage })
