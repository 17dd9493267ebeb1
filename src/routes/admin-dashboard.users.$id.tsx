import { createFileRoute } from '@tanstack/react-router'
import { UserPage } from '../features/users/admin/UserPage.tsx'

export const Route = createFileRoute('/admin-dashboard/users/$id')({
  component: function AdminUser() {
    return <UserPage id={Route.useParams().id} />
  },
})
