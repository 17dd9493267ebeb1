import { createFileRoute } from '@tanstack/react-router'
import { NewExpertPage } from '../features/experts/admin/ManageExpertPage.tsx'

export const Route = createFileRoute('/admin-dashboard/experts/new')({ component: NewExpertPage })
