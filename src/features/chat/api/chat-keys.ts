import { userKey } from '../../../lib/user-key.ts'

// The person's own conversations: user keys, dropped when the token changes and never kept for offline reading.
export const chatKeys = {
  unreadCount: userKey('chat', 'unread-count'),
  conversations: userKey('chat', 'conversations'),
  /** One conversation's pages of messages, as its member or expert reads it, or as staff do. */
  messages: (conversationId: string, staff: boolean) => userKey('chat', staff ? 'staff-messages' : 'messages', conversationId),
}
