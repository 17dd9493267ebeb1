import { createFileRoute } from '@tanstack/react-router'
import { EditExpertPage } from '../features/experts/admin/ManageExpertPage.tsx'

export const Route = createFileRoute('/admin-dashboard/experts/$id/edit')({
  component: function EditExpert() {
    return <EditExpertPage id={Route.useParams().id} />
  },
})
