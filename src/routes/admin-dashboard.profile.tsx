import { createFileRoute } from '@tanstack/react-router'
import { StaffProfilePage } from '../features/account/components/staff/StaffProfilePage.tsx'

export const Route = createFileRoute('/admin-dashboard/profile')({
  component: StaffProfilePage,
})
