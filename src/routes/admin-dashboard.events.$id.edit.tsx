import { createFileRoute } from '@tanstack/react-router'
import { EditEventPage } from '../features/events/admin/ManageEventPage.tsx'

export const Route = createFileRoute('/admin-dashboard/events/$id/edit')({
  component: function EditEvent() {
    return <EditEventPage id={Route.useParams().id} />
  },
})
