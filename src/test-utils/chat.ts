import type { ChatUser, Conversation, Message } from '../../contract/chat.ts'
import { profile } from './account.ts'
import { menu } from './fixtures.ts'
import type { Routes } from './network.ts'

/** The signed-in member of the account tests, as a conversation names them. */
export const member: ChatUser = { id: profile.id, email: profile.email, name: profile.name, image: null }
export const expert: ChatUser = { id: 'expert-1', email: 'anil@example.org', name: 'Prof. Anil Sharma', image: '/api/subject-experts/expert-1/photo' }
export const otherMember: ChatUser = { id: 'user-3', email: 'ravi@example.org', name: 'Dr. Ravi Kumar', image: null }

export const conversationIds = ['3f9c1f0e-6a2b-4c8d-9e1f-2a3b4c5d6e7f', '4a0d2e1f-7b3c-4d9e-8f2a-3b4c5d6e7f80'] as const

const uuidFor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Message `id` of a conversation, from the member unless `from` says otherwise. */
export function message(id: number, fields: Partial<Message> & { from?: ChatUser | 'staff' } = {}): Message {
  const { from = member, ...rest } = fields
  return {
    id,
    conversationId: conversationIds[0],
    content: `Message ${id}`,
    createdAt: new Date(Date.UTC(2030, 0, 5, 10, 0, id)).toISOString(),
    clientId: uuidFor(id),
    sender: from === 'staff' ? null : { id: from.id, name: from.name, email: from.email },
    adminSender: from === 'staff' ? { name: 'Scholar Hub Support' } : null,
    ...rest,
  }
}

export function conversation(fields: Partial<Conversation> = {}): Conversation {
  return {
    id: conversationIds[0],
    user1: member,
    user2: expert,
    lastMessage: null,
    unreadCount: 0,
    reads: { user1: 0, user2: 0 },
    lastActivityAt: '2030-01-05T10:00:00.000Z',
    ...fields,
  }
}

/** The newest-first page the API answers for a conversation's messages. */
export const messagesPage = (messages: Message[], hasMore = false, fields: Partial<Conversation> = {}) => ({
  conversation: conversation({ lastMessage: messages.at(-1) ?? null, ...fields }),
  messages: [...messages].sort((a, b) => b.id - a.id),
  hasMore,
})

/**
 * The chat's API with one conversation by default. The unread count comes before `:id`, which would match it too.
 */
export const chatRoutes = (routes: Routes = {}): Routes => ({
  'GET /api/menu': menu,
  'GET /api/notifications/unread-count': { unreadCount: 0 },
  'GET /api/conversations/unread-count': { unreadCount: 0 },
  'GET /api/conversations': { conversations: [conversation()], hasMore: false },
  'GET /api/conversations/:id': messagesPage([]),
  ...routes,
})
