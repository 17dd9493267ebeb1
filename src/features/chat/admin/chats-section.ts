import { adminSection } from '../../admin/index.ts'
import { adminConversations } from '../api/admin-chats.ts'
import { AdminConversationCard } from './AdminConversationCard.tsx'

/** Chat Management: every conversation between members and experts, latest first, found by either person's name or email, to read and answer as staff. */
export const chatsSection = adminSection({
  id: 'chats',
  title: 'Chat Management',
  heading: 'Conversations',
  noun: { one: 'conversation', many: 'conversations' },
  calls: adminConversations,
  search: { label: 'Search conversations', placeholder: 'Search by member or expert name or email...' },
  texts: { empty: 'No conversation found' },
  Card: AdminConversationCard,
})
