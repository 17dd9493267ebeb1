import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ConversationRead, Message, SendMessage } from '../../../contract/chat.ts'
import { can } from '../../../contract/permissions.ts'
import type { Database } from '../../db/schema.ts'
import { badRequest, forbidden, HttpError, notFound, upgradeRequired } from '../../http/errors.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import type { SessionUser } from '../../core/auth/sessions.ts'
import type { Access } from '../../core/access.ts'
import type { PushQueue } from '../../core/ports.ts'
import type { ChatRepository, ConversationMembers } from './repository.ts'
import { createCache } from '../../lib/cache.ts'

/** What the chat tells connected clients; the socket server delivers it to every node's sockets. */
export interface ChatEvents {
  newMessage(message: Message): void
  /** The people's conversation lists changed: refetch. */
  conversationUpdated(conversationId: string, userIds: string[]): void
  unreadCount(userId: string, unreadCount: number): void
  conversationRead(read: ConversationRead, userIds: string[]): void
}

// Far above anyone typing (20 in 10 seconds unless configured), far below a script: 50 in a second are mostly refused.
const messageLimit = (max: number) => ({ name: 'chat-message', max, windowMs: 10_000, message: 'You are sending messages too quickly. Please wait a few seconds.' })
// Who is in a conversation never changes once it is made, so the answer is kept; a deleted one is not in it.
const MEMBERS_CACHE_SIZE = 10_000

const notInConversation = () => forbidden('You are not part of this conversation')

export interface ChatServiceDeps {
  db: Kysely<Database>
  repo: ChatRepository
  access: Access
  limiter: Limiter
  events: ChatEvents
  /** Messages one person may send in 10 seconds. */
  messagesPer10s: number
  /** Tells people whose app is closed everywhere of a new message, by push. */
  push: PushQueue
  /** Whether the person has the app open on any device (a socket on any node). */
  isOnline: (userId: string) => Promise<boolean>
  log: FastifyBaseLogger
}

/**
 * The chat's rules, the same whether a request comes over HTTP or the socket: only the conversation's member
 * and expert (and staff) may read it or write in it, the sender is always the signed-in user, the member
 * needs the connect-to-expert feature to write, and everyone is rate limited.
 */
export function createChatService({ db, repo, access, limiter, events, messagesPer10s, push, isOnline, log }: ChatServiceDeps) {
  const sendLimit = messageLimit(messagesPer10s)
  const membersCache = createCache<string, ConversationMembers>({ max: MEMBERS_CACHE_SIZE })

  async function members(conversationId: string) {
    const cached = membersCache.get(conversationId)
    if (cached) return cached
    const found = await repo.members(conversationId)
    if (!found) throw notFound('Conversation not found')
    membersCache.set(conversationId, found)
    return found
  }

  /**
   * Pushes the message to those in the conversation whose app is open nowhere; one notification per conversation,
   * which each new message replaces (its tag). After the reply: asking every node for sockets takes a round trip.
   */
  async function pushToClosedApps(message: Message, senderName: string, recipients: string[]) {
    const closed = (await Promise.all(recipients.map(async (userId) => ((await isOnline(userId)) ? null : userId)))).filter((id): id is string => id !== null)
    if (!closed.length) return
    await push.enqueue(
      db,
      closed.map((userId) => ({
        userId,
        title: senderName,
        body: message.content,
        url: `/chat?conversationId=${message.conversationId}`,
        tag: `chat:${message.conversationId}`,
      })),
    )
  }

  const isIn = (conversation: ConversationMembers, userId: string) => conversation.memberId === userId || conversation.expertId === userId

  /** The conversation, when the user is in it or answers chats for staff; a 404 or 403 otherwise. */
  async function allowed(user: SessionUser, conversationId: string) {
    const conversation = await members(conversationId)
    if (!isIn(conversation, user.id) && !can(user, 'chats.answer')) throw notInConversation()
    return conversation
  }

  async function markRead(user: SessionUser, conversation: ConversationMembers, messageId: number) {
    if (!isIn(conversation, user.id)) return
    const lastReadMessageId = await repo.markRead(conversation.id, user.id, messageId)
    if (lastReadMessageId === null) return
    const everyone = [conversation.memberId, conversation.expertId]
    events.conversationRead({ conversationId: conversation.id, userId: user.id, lastReadMessageId }, everyone)
    events.conversationUpdated(conversation.id, [user.id])
    events.unreadCount(user.id, await repo.unreadCount(user.id))
  }

  return {
    /** Connects a member to an expert: their conversation, made the first time. */
    async open(user: SessionUser, expertId: string) {
      if (expertId === user.id) throw badRequest('You cannot connect to yourself')
      const expert = await db
        .selectFrom('users as u')
        .innerJoin('expert_profiles as p', 'p.user_id', 'u.id')
        .select(['u.id', 'p.listed'])
        .where('u.id', '=', expertId)
        .where('u.role', '=', 'expert')
        .executeTakeFirst()
      if (!expert) throw notFound('Expert not found')
      const existing = await db.selectFrom('conversations').select('id').where('member_id', '=', user.id).where('expert_id', '=', expertId).executeTakeFirst()
      if (existing) return existing.id
      // An expert staff took out of the directory keeps the conversations they have but takes no new ones.
      if (!expert.listed) throw notFound('Expert not found')
      const { id, created } = await repo.open(user.id, expertId)
      if (created) events.conversationUpdated(id, [user.id, expertId])
      return id
    },

    list: (user: SessionUser, page: number) => repo.listFor(user.id, page),
    listAll: (page: number, search: string | undefined, waiting = false) => repo.listAll(page, search, waiting),

    /** A page of the conversation's messages. Reading the newest page marks the conversation read. */
    async messages(user: SessionUser, conversationId: string, page: number, after?: number) {
      const conversation = await allowed(user, conversationId)
      const result = await repo.messages(conversationId, page, after)
      const newest = result.messages[0]
      if (page === 1 && newest) await markRead(user, conversation, newest.id)
      const viewer = isIn(conversation, user.id) ? user.id : null
      return { conversation: await repo.conversation(conversationId, viewer), ...result }
    },

    /**
     * Stores and delivers a message from the signed-in user. A retry with the same client id answers the stored
     * message and delivers nothing twice. Staff who are not in the conversation answer under the staff name.
     */
    async send(user: SessionUser, { conversationId, message, clientId }: SendMessage): Promise<Message> {
      await limiter.take(sendLimit, user.id)
      const conversation = await allowed(user, conversationId)
      if (conversation.memberId === user.id && !(await access.userMay(user, 'connect-to-expert'))) {
        throw upgradeRequired()
      }
      const asStaff = !isIn(conversation, user.id)
      const { message: stored, created, unread } = await repo.addMessage({
        conversationId,
        sender: user,
        staffName: asStaff ? user.name : null,
        content: message,
        clientId,
      })
      if (stored.conversationId !== conversationId) throw new HttpError(409, 'client_id_reused', 'This message id was already used for another message')
      if (created) {
        events.newMessage(stored)
        const everyone = [conversation.memberId, conversation.expertId]
        events.conversationUpdated(conversationId, everyone)
        for (const { userId, unreadCount } of unread) events.unreadCount(userId, unreadCount)
        const recipients = unread.map((u) => u.userId)
        void pushToClosedApps(stored, stored.adminSender?.name ?? stored.sender?.name ?? user.name, recipients).catch((err: unknown) =>
          log.warn({ err, conversationId }, 'chat message not pushed'),
        )
      }
      return stored
    },

    /** The reader has seen the conversation up to `messageId`. */
    async read(user: SessionUser, conversationId: string, messageId: number) {
      await markRead(user, await allowed(user, conversationId), messageId)
    },

    /** Whether the user may follow the conversation live: its people and staff. */
    allowed,

    unreadCount: (user: SessionUser) => repo.unreadCount(user.id),
  }
}

export type ChatService = ReturnType<typeof createChatService>
