import { createFileRoute } from '@tanstack/react-router'
import { RolesPage } from '../features/roles/components/RolesPage.tsx'

export const Route = createFileRoute('/admin-dashboard/roles/')({
  component: RolesPage,
})
