import { createFileRoute } from '@tanstack/react-router'
import { EditPlanPage } from '../features/plans/admin/ManagePlanPage.tsx'

export const Route = createFileRoute('/admin-dashboard/plans/$id/edit')({
  component: function EditPlan() {
    return <EditPlanPage id={Route.useParams().id} />
  },
})
