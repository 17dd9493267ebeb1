import { createFileRoute } from '@tanstack/react-router'
import { AdminConversationPage } from '../features/chat/admin/AdminConversationPage.tsx'

export const Route = createFileRoute('/admin-dashboard/chats/$id')({
  component: function AdminConversation() {
    return <AdminConversationPage id={Route.useParams().id} />
  },
})
