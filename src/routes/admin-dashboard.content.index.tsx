import { createFileRoute } from '@tanstack/react-router'
import { ContentAdminHome } from '../features/content/admin/ContentAdminHome.tsx'

export const Route = createFileRoute('/admin-dashboard/content/')({
  component: ContentAdminHome,
})
