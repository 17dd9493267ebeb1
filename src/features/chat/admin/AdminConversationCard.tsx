import type { Conversation } from '../../../../contract/chat.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { AdminItemCard } from '../../admin-kit/index.ts'

/** Who spoke last, which says whether the member is waiting for an answer. */
function status({ lastMessage, user1 }: Conversation) {
  if (!lastMessage) return { value: 'new', label: 'No messages yet' }
  if (lastMessage.adminSender) return { value: 'answered', label: 'Answered by staff' }
  if (lastMessage.sender?.id === user1.id) return { value: 'waiting', label: 'Awaiting answer' }
  return { value: 'answered', label: 'Answered by expert' }
}

/** One conversation of Chat Management's list: its member and expert, its last message, and the way in. */
export function AdminConversationCard({ item: conversation }: { item: Conversation }) {
  const { user1: member, user2: expert, lastMessage } = conversation
  return (
    <AdminItemCard
      id={`admin-conversation-${conversation.id}`}
      status={status(conversation)}
      title={member.name}
      subtitle={`with ${expert.name}`}
      facts={[
        ['Member', member.email],
        ['Expert', expert.email],
        ['Last message', lastMessage ? lastMessage.content : 'None'],
        ['Last activity', formatDateTime(conversation.lastActivityAt)],
      ]}
      actions={
        <ButtonLink to="/admin-dashboard/chats/$id" params={{ id: conversation.id }} variant="outline" size="sm" aria-label={`Open the conversation of ${member.name} with ${expert.name}`}>
          Open
        </ButtonLink>
      }
    />
  )
}
