import { adminSection, StatusFilter } from '../../admin-kit/index.ts'
import { adminConversations } from '../api/admin-chats.ts'
import { AdminConversationCard } from './AdminConversationCard.tsx'

const statusOptions = [{ value: 'waiting', label: 'Waiting for an answer' }]

/**
 * Chat Management: every conversation between members and experts, latest first, found by either person's name or
 * email, or only those whose member waits for a first answer, to read and answer as staff.
 */
export const chatsSection = adminSection({
  id: 'chats',
  title: 'Chat Management',
  heading: 'Conversations',
  noun: { one: 'conversation', many: 'conversations' },
  calls: adminConversations,
  search: { label: 'Search conversations', placeholder: 'Search by member or expert name or email...' },
  texts: { empty: 'No conversation found' },
  filters: ['status'],
  tools: () => <StatusFilter options={statusOptions} />,
  Card: AdminConversationCard,
})
