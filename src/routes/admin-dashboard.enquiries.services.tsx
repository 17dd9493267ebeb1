import { createFileRoute } from '@tanstack/react-router'
import { AdminServicesPage } from '../features/enquiries/admin/AdminServicesPage.tsx'

export const Route = createFileRoute('/admin-dashboard/enquiries/services')({
  component: AdminServicesPage,
})
