import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE, type ChatUser, type Conversation, type Message } from '../../../contract/chat.ts'
import { expertPhotoPath } from '../../../contract/experts.ts'
import { likePattern } from '../../db/full-text.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

/** The two people of a conversation: what every rule about it needs. */
export interface ConversationMembers {
  id: string
  memberId: string
  expertId: string
}

export interface NewMessage {
  conversationId: string
  /** The session's user: stored as the sender, and named in the answer without reading it back. */
  sender: { id: string; name: string; email: string }
  /** The staff name, for an answer from the admin area; null for the member or the expert. */
  staffName: string | null
  content: string
  clientId: string
}

type Row = Record<string, unknown>

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

// Only an expert's photo is public (the directory shows it); a member's stays theirs.
const chatUser = (prefix: string, row: Row): ChatUser => ({
  id: row[`${prefix}Id`] as string,
  email: row[`${prefix}Email`] as string,
  name: row[`${prefix}Name`] as string,
  image: prefix === 'expert' && row.expertHasPhoto ? expertPhotoPath(row.expertId as string) : null,
})

const toMessage = (row: Row): Message => ({
  id: row.id as number,
  conversationId: row.conversationId as string,
  content: row.content as string,
  createdAt: iso(row.createdAt),
  clientId: row.clientId as string,
  sender: row.asStaff || !row.senderId ? null : { id: row.senderId as string, name: row.senderName as string, email: row.senderEmail as string },
  adminSender: row.asStaff ? { name: row.staffName as string } : null,
})

const messageColumns = (eb: ExpressionBuilder<Database, 'messages'>) => [
  'messages.id',
  'messages.conversation_id as conversationId',
  'messages.content',
  'messages.created_at as createdAt',
  'messages.client_id as clientId',
  'messages.as_staff as asStaff',
  'messages.staff_name as staffName',
  'messages.sender_id as senderId',
  eb.selectFrom('users').select('name').whereRef('users.id', '=', 'messages.sender_id').as('senderName'),
  eb.selectFrom('users').select('email').whereRef('users.id', '=', 'messages.sender_id').as('senderEmail'),
] as const

/**
 * A conversation (as `c`) whose member has written and nobody has answered yet: no message from the expert (the
 * trigger's stamp) and none from staff. Chat Management's "Waiting" filter and the Dashboard count the same ones.
 */
export const awaitsFirstAnswer = sql<boolean>`(c.expert_answered_at IS NULL
  AND EXISTS (SELECT 1 FROM messages w WHERE w.conversation_id = c.id AND w.sender_id = c.member_id)
  AND NOT EXISTS (SELECT 1 FROM messages w WHERE w.conversation_id = c.id AND w.as_staff))`

/** Conversations with both people, the latest message, both read pointers and the viewer's unread count. */
function conversationQuery(db: Kysely<Database>, viewerId: string | null) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as m', 'm.id', 'c.member_id')
    .innerJoin('users as e', 'e.id', 'c.expert_id')
    .select((eb) => [
      'c.id',
      'c.last_activity_at as lastActivityAt',
      'm.id as memberId',
      'm.email as memberEmail',
      'm.name as memberName',
      'e.id as expertId',
      'e.email as expertEmail',
      'e.name as expertName',
      eb('e.image_file_id', 'is not', null).as('expertHasPhoto'),
      eb.selectFrom('messages').select('messages.id').whereRef('messages.conversation_id', '=', 'c.id').orderBy('messages.id', 'desc').limit(1).as('lastMessageId'),
      eb
        .selectFrom('conversation_reads as r')
        .select('r.last_read_message_id')
        .whereRef('r.conversation_id', '=', 'c.id')
        .whereRef('r.user_id', '=', 'c.member_id')
        .as('memberRead'),
      eb
        .selectFrom('conversation_reads as r')
        .select('r.last_read_message_id')
        .whereRef('r.conversation_id', '=', 'c.id')
        .whereRef('r.user_id', '=', 'c.expert_id')
        .as('expertRead'),
      viewerId
        ? eb
            .selectFrom('messages')
            .select((count) => count.fn.countAll<number>().as('n'))
            .whereRef('messages.conversation_id', '=', 'c.id')
            .where((w) => w.or([w('messages.sender_id', 'is', null), w('messages.sender_id', '<>', viewerId)]))
            .where(
              'messages.id',
              '>',
              eb.fn.coalesce(
                eb.selectFrom('conversation_reads as r').select('r.last_read_message_id').whereRef('r.conversation_id', '=', 'c.id').where('r.user_id', '=', viewerId),
                sql<number>`0`,
              ),
            )
            .as('unreadCount')
        : sql<number>`0`.as('unreadCount'),
    ])
}

export function createChatRepository(db: Kysely<Database>) {
  async function messagesByIds(ids: number[]) {
    if (!ids.length) return new Map<number, Message>()
    const rows = await db.selectFrom('messages').select(messageColumns).where('messages.id', 'in', ids).execute()
    return new Map(rows.map((row) => [row.id, toMessage(row)]))
  }

  async function toConversations(rows: Row[]): Promise<Conversation[]> {
    const last = await messagesByIds(rows.map((row) => row.lastMessageId as number | null).filter((id): id is number => id !== null))
    return rows.map((row) => ({
      id: row.id as string,
      user1: chatUser('member', row),
      user2: chatUser('expert', row),
      lastMessage: row.lastMessageId ? (last.get(row.lastMessageId as number) ?? null) : null,
      unreadCount: Number(row.unreadCount ?? 0),
      reads: { user1: Number(row.memberRead ?? 0), user2: Number(row.expertRead ?? 0) },
      lastActivityAt: iso(row.lastActivityAt),
    }))
  }

  /** A page of conversations, latest activity first. */
  async function listPage(query: ReturnType<typeof conversationQuery>, page: number) {
    const { items, hasMore } = await selectPage(query.orderBy('c.last_activity_at', 'desc').orderBy('c.id'), page, CONVERSATIONS_PAGE_SIZE)
    return { conversations: await toConversations(items), hasMore }
  }

  return {
    members: (conversationId: string): Promise<ConversationMembers | undefined> =>
      db
        .selectFrom('conversations')
        .select(['id', 'member_id as memberId', 'expert_id as expertId'])
        .where('id', '=', conversationId)
        .executeTakeFirst(),

    /** The member's conversation with the expert, made the first time; a second call, or a race, finds the same one. */
    async open(memberId: string, expertId: string) {
      return inTransaction(db, async (trx) => {
        const made = await trx
          .insertInto('conversations')
          .values({ member_id: memberId, expert_id: expertId })
          .onConflict((oc) => oc.columns(['member_id', 'expert_id']).doNothing())
          .returning('id')
          .executeTakeFirst()
        if (made) {
          await trx
            .insertInto('conversation_reads')
            .values([
              { conversation_id: made.id, user_id: memberId },
              { conversation_id: made.id, user_id: expertId },
            ])
            .execute()
          return { id: made.id, created: true }
        }
        const found = await trx.selectFrom('conversations').select('id').where('member_id', '=', memberId).where('expert_id', '=', expertId).executeTakeFirstOrThrow()
        return { id: found.id, created: false }
      })
    },

    /** The user's conversations, latest activity first. */
    listFor: (userId: string, pageNumber: number) =>
      listPage(
        conversationQuery(db, userId).where((eb) => eb.or([eb('c.member_id', '=', userId), eb('c.expert_id', '=', userId)])),
        pageNumber,
      ),

    /** Every conversation, for staff: found by either person's name or email. */
    listAll(pageNumber: number, search: string | undefined, waiting: boolean) {
      const pattern = search ? likePattern(search) : undefined
      let query = conversationQuery(db, null)
      if (pattern) query = query.where((eb) => eb.or([eb('m.name', 'ilike', pattern), eb('m.email', 'ilike', pattern), eb('e.name', 'ilike', pattern), eb('e.email', 'ilike', pattern)]))
      if (waiting) query = query.where(awaitsFirstAnswer)
      return listPage(query, pageNumber)
    },

    /** One conversation as `viewerId` sees it (null: staff, who have no unread count in it). */
    async conversation(conversationId: string, viewerId: string | null) {
      const row = await conversationQuery(db, viewerId).where('c.id', '=', conversationId).executeTakeFirstOrThrow()
      return (await toConversations([row]))[0]!
    },

    /** A page of messages, newest first; or, with `after`, the newest page of those after that one. */
    async messages(conversationId: string, pageNumber: number, after?: number) {
      let query = db.selectFrom('messages').select(messageColumns).where('messages.conversation_id', '=', conversationId)
      // What was missed is always the newest page after the last message the client has.
      if (after !== undefined) query = query.where('messages.id', '>', after)
      const { items, hasMore } = await selectPage(query.orderBy('messages.id', 'desc'), after === undefined ? pageNumber : 1, MESSAGES_PAGE_SIZE)
      return { messages: items.map(toMessage), hasMore }
    },

    /**
     * Stores a message once per sender and client id: sending the same id again answers the message already
     * stored, with `created: false`, whatever the second attempt's text or conversation.
     */
    async addMessage(message: NewMessage) {
      // One statement: the message, the conversation's place in the lists, and the sender's read pointer (they
      // have read what they answer) are written together or not at all, in a single round trip, which also
      // answers the others' unread counts. The statement does not see its own new row, hence the 1 added.
      const { rows } = await sql<Row>`
        WITH made AS (
          INSERT INTO messages (conversation_id, sender_id, as_staff, staff_name, content, client_id)
          VALUES (${message.conversationId}, ${message.sender.id}, ${message.staffName !== null}, ${message.staffName}, ${message.content}, ${message.clientId})
          ON CONFLICT (sender_id, client_id) DO NOTHING
          RETURNING id, conversation_id, content, created_at, client_id, as_staff, staff_name, sender_id
        ), touched AS (
          UPDATE conversations SET last_activity_at = now() WHERE id = ${message.conversationId} AND EXISTS (SELECT 1 FROM made)
        ), read AS (
          UPDATE conversation_reads SET last_read_message_id = (SELECT id FROM made)
          WHERE conversation_id = ${message.conversationId} AND user_id = ${message.sender.id} AND EXISTS (SELECT 1 FROM made)
        )
        SELECT id, conversation_id AS "conversationId", content, created_at AS "createdAt", client_id AS "clientId",
          as_staff AS "asStaff", staff_name AS "staffName", sender_id AS "senderId",
          (SELECT coalesce(json_agg(json_build_object('userId', others.user_id, 'unreadCount', 1 + (
            SELECT count(*) FROM conversation_reads r
            JOIN messages m ON m.conversation_id = r.conversation_id AND m.id > r.last_read_message_id
              AND (m.sender_id IS NULL OR m.sender_id <> r.user_id)
            WHERE r.user_id = others.user_id))), '[]'::json)
           FROM conversation_reads others
           WHERE others.conversation_id = ${message.conversationId} AND others.user_id <> ${message.sender.id}) AS "unread"
        FROM made`.execute(db)
      const made = rows[0]
      if (made) {
        const { unread, ...stored } = made
        return {
          message: toMessage({ ...stored, senderName: message.sender.name, senderEmail: message.sender.email }),
          created: true,
          unread: unread as { userId: string; unreadCount: number }[],
        }
      }
      const stored = await db
        .selectFrom('messages')
        .select(messageColumns)
        .where('messages.sender_id', '=', message.sender.id)
        .where('messages.client_id', '=', message.clientId)
        .executeTakeFirstOrThrow()
      return { message: toMessage(stored), created: false, unread: [] }
    },

    /**
     * Moves the reader's pointer forward to `messageId` (never back, never past the last message). Null when it
     * did not move, so nothing needs telling.
     */
    async markRead(conversationId: string, userId: string, messageId: number) {
      const target = (eb: ExpressionBuilder<Database, 'conversation_reads'>) =>
        eb.fn.coalesce(
          eb.selectFrom('messages').select((m) => m.fn.max('messages.id').as('id')).where('messages.conversation_id', '=', conversationId).where('messages.id', '<=', messageId),
          sql<number>`0`,
        )
      const row = await db
        .updateTable('conversation_reads')
        .set({ last_read_message_id: target })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .where((eb) => eb('last_read_message_id', '<', target(eb)))
        .returning('last_read_message_id as lastRead')
        .executeTakeFirst()
      return row?.lastRead ?? null
    },

    /** Messages from others after the user's read pointer, over all their conversations. */
    async unreadCount(userId: string) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n
        FROM conversation_reads r
        JOIN messages m ON m.conversation_id = r.conversation_id AND m.id > r.last_read_message_id
        WHERE r.user_id = ${userId} AND (m.sender_id IS NULL OR m.sender_id <> ${userId})`.execute(db)
      return rows[0]?.n ?? 0
    },
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
