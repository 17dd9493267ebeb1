import * as v from 'valibot'
import { envelope, pagedResponse, PageParam } from './common.ts'
import { adminConversationStatuses } from './chat-statuses.ts'
import type { DashboardChanged } from './dashboard.ts'
import { SearchText } from './search.ts'

// The chat between a member and a subject expert: its HTTP API and its socket events. Every socket payload is
// checked against these on arrival, as an HTTP body is.

export const MESSAGE_MAX_LENGTH = 10_000
export const MESSAGES_PAGE_SIZE = 30
export const CONVERSATIONS_PAGE_SIZE = 20

export const chatMessages = {
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters long`,
  conversationId: 'Invalid conversation id',
  clientId: 'clientId must be a UUID made by the sending device',
  messageId: 'Invalid message id',
} as const

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message))

export const ConversationId = uuid(chatMessages.conversationId)
export const MessageId = v.pipe(v.number(chatMessages.messageId), v.integer(chatMessages.messageId), v.minValue(0, chatMessages.messageId), v.maxValue(Number.MAX_SAFE_INTEGER, chatMessages.messageId))

/** What a person typed: kept as typed (line breaks and all), refused when blank or too long. */
export const MessageText = v.pipe(
  v.string(chatMessages.empty),
  v.maxLength(MESSAGE_MAX_LENGTH, chatMessages.tooLong),
  v.check((text) => text.trim().length > 0, chatMessages.empty),
)

/** One side of a conversation. `image` is a URL an <img> can load (an expert's public photo), or null. */
export const ChatUser = v.object({ id: v.string(), email: v.string(), name: v.string(), image: v.nullable(v.string()) })
export type ChatUser = v.InferOutput<typeof ChatUser>

export const Message = v.object({
  id: v.number(),
  conversationId: v.string(),
  content: v.string(),
  /** ISO 8601 in UTC. */
  createdAt: v.string(),
  /** The sending device's id for it; a pending message on that device becomes this one. */
  clientId: v.string(),
  /** The member or the expert who sent it; null for a staff answer. */
  sender: v.nullable(v.object({ id: v.string(), name: v.string(), email: v.string() })),
  /** Set for a staff answer: shown under the staff name. */
  adminSender: v.nullable(v.object({ name: v.string() })),
})
export type Message = v.InferOutput<typeof Message>

export const Conversation = v.object({
  id: v.string(),
  /** The member who connected. */
  user1: ChatUser,
  /** The expert. */
  user2: ChatUser,
  lastMessage: v.nullable(Message),
  /** Messages the asking person has not read; 0 for staff, who are not in the conversation. */
  unreadCount: v.number(),
  /** How far each side has read (the id of the last message read, 0 for none): the 'Seen' mark. */
  reads: v.object({ user1: v.number(), user2: v.number() }),
  lastActivityAt: v.string(),
})
export type Conversation = v.InferOutput<typeof Conversation>

/** `GET /api/conversations?page=`: the person's conversations, latest activity first. */
export const ConversationsQuery = v.object({ page: PageParam })
export const ConversationsResponse = pagedResponse('conversations', Conversation)

export const ConversationParams = v.object({ id: ConversationId })

const afterMessage = v.pipe(
  v.string(chatMessages.messageId),
  v.regex(/^\d{1,15}$/, chatMessages.messageId),
  v.transform(Number),
)

/**
 * `GET /api/conversations/{id}?page=n`: a page of messages, newest first. With `after`, the newest page of the
 * messages after that one instead: what a client that was away missed (`hasMore` then says it missed more than a
 * page and should start again from page 1).
 */
export const ConversationMessagesQuery = v.object({ page: PageParam, after: v.optional(afterMessage) })
export const ConversationMessagesResponse = envelope(
  v.object({ conversation: Conversation, messages: v.array(Message), hasMore: v.boolean() }),
)

/** `POST /api/conversations/create`: connect to an expert; the conversation with them is reused. */
export const CreateConversationBody = v.object({ userId: uuid('Choose an expert to connect to') })
export const CreateConversationResponse = envelope(v.object({ conversationId: v.string() }))

/**
 * `GET /api/admin/conversations?page&search&status`: every conversation, found by either person's name or email;
 * `status=waiting`, only those whose member waits for a first answer.
 */
export const AdminConversationsQuery = v.object({
  page: PageParam,
  search: v.optional(SearchText),
  status: v.optional(v.picklist(adminConversationStatuses, 'Status must be waiting')),
})

/** `POST /api/admin/conversations/{id}/messages`: staff answer under the staff name. */
export const StaffMessageBody = v.object({ message: MessageText, clientId: uuid(chatMessages.clientId) })

// Socket events. The sender is always the socket's signed-in user, never a field of the payload.

export const JoinConversation = v.object({ conversationId: ConversationId })
export const LeaveConversation = JoinConversation
export const Typing = JoinConversation
export const SendMessage = v.object({ conversationId: ConversationId, message: MessageText, clientId: uuid(chatMessages.clientId) })
export type SendMessage = v.InferOutput<typeof SendMessage>
/** The reader has seen every message up to this one. */
export const MarkRead = v.object({ conversationId: ConversationId, messageId: MessageId })

/** What an acknowledged event answers: its data, or the same error body an HTTP call would get. */
export type SocketAck<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: string; message: string; issues?: { path: string; message: string }[] } }

export interface ClientToServerEvents {
  join_conversation: (payload: v.InferInput<typeof JoinConversation>, ack?: (answer: SocketAck<null>) => void) => void
  leave_conversation: (payload: v.InferInput<typeof LeaveConversation>, ack?: (answer: SocketAck<null>) => void) => void
  send_message: (payload: v.InferInput<typeof SendMessage>, ack?: (answer: SocketAck<Message>) => void) => void
  mark_read: (payload: v.InferInput<typeof MarkRead>, ack?: (answer: SocketAck<null>) => void) => void
  typing: (payload: v.InferInput<typeof Typing>) => void
}

export interface ConversationRead {
  conversationId: string
  userId: string
  lastReadMessageId: number
}

export interface ServerToClientEvents {
  new_message: (message: Message) => void
  /** Something in the conversation's list entry changed (a message, a read): refetch the list. */
  conversation_updated: (update: { conversationId: string }) => void
  /** The person's unread total, the moment it changes. */
  unread_count: (count: { unreadCount: number }) => void
  conversation_read: (read: ConversationRead) => void
  typing: (typing: { conversationId: string; userId: string; name: string }) => void
  /** An event without an acknowledgement was refused. */
  chat_error: (error: { event: string; code: string; message: string }) => void
  /** Staff only: a record the admin Dashboard counts was written; its figures are worth reading again. */
  'dashboard:changed': (change: DashboardChanged) => void
}

/** Where the socket.io server listens, on the site's own origin. */
export const SOCKET_PATH = '/socket.io'
