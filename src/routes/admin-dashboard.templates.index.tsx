import { createFileRoute } from '@tanstack/react-router'
import { AdminTemplatesPage } from '../features/templates/admin/AdminTemplatesPage.tsx'

// No loader: every route's definition is in the first screen's script, and the page asks for its list at once.
export const Route = createFileRoute('/admin-dashboard/templates/')({
  component: AdminTemplatesPage,
})
