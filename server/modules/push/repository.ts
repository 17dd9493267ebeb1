import { sql, type Kysely } from 'kysely'
import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionBody } from '../../../contract/push.ts'
import type { Database } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'

/** Messages written per statement. */
const ENQUEUE_CHUNK = 5000

/** A message as the outbox keeps it until the drain fans it out to the member's devices. */
export interface OutboxMessage {
  userId: string
  title: string
  body: string
  url: string
  tag: string
}

/** One message for one device, claimed for sending. */
export interface DueDelivery {
  id: number
  subscription_id: number
  user_id: string
  title: string
  body: string
  url: string
  tag: string
  attempts: number
  created_at: Date
  endpoint: string
  p256dh: string
  auth: string
}

export function createPushRepository(db: Kysely<Database>) {
  /** Takes the member's lock on their subscriptions until the transaction ends: a count and the insert after it are one step. */
  const lockMember = (trx: Kysely<Database>, userId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`push-subscriptions:${userId}`}))`.execute(trx)

  return {
    /**
     * Stores the browser's subscription for the member's device (session), replacing the one this device had and
     * taking the endpoint over from whoever had it (one browser, one owner). 'full' at the limit.
     */
    subscribe(userId: string, sessionId: string, subscription: PushSubscriptionBody) {
      return inTransaction(db, async (trx) => {
        await lockMember(trx, userId)
        await trx
          .deleteFrom('push_subscriptions')
          .where((eb) => eb.or([eb('session_id', '=', sessionId), eb('endpoint', '=', subscription.endpoint)]))
          .execute()
        const { count } = await trx
          .selectFrom('push_subscriptions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
        if (Number(count) >= PUSH_SUBSCRIPTIONS_MAX) return 'full' as const
        return trx
          .insertInto('push_subscriptions')
          .values({ user_id: userId, session_id: sessionId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow()
      })
    },

    /** The member's subscriptions with the device each came from, newest first; never their keys. */
    list: (userId: string) =>
      db
        .selectFrom('push_subscriptions as p')
        .innerJoin('sessions as s', 's.id', 'p.session_id')
        .select(['p.id', 'p.session_id as sessionId', 's.user_agent as userAgent', 'p.created_at as createdAt'])
        .where('p.user_id', '=', userId)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute(),

    /** Removes one of the member's own subscriptions, named by its endpoint or id; false when they have no such one. */
    async remove(userId: string, target: { endpoint?: string; id?: number }) {
      let query = db.deleteFrom('push_subscriptions').where('user_id', '=', userId)
      query = target.endpoint !== undefined ? query.where('endpoint', '=', target.endpoint) : query.where('id', '=', target.id!)
      const result = await query.executeTakeFirst()
      return result.numDeletedRows > 0n
    },

    /** One row per message, in the caller's transaction. */
    async enqueue(trx: Kysely<Database>, messages: OutboxMessage[]) {
      // A statement takes at most 65,535 parameters: five a message.
      for (let at = 0; at < messages.length; at += ENQUEUE_CHUNK) {
        await trx
          .insertInto('push_outbox')
          .values(messages.slice(at, at + ENQUEUE_CHUNK).map((m) => ({ user_id: m.userId, title: m.title, body: m.body, url: m.url, tag: m.tag })))
          .execute()
      }
    },

    /**
     * Replaces waiting messages with one delivery per subscription of their member. Of several messages with one tag
     * for one member only the newest goes, and it replaces a delivery with that tag still waiting for a device: a
     * conversation is one notification, updated. A member with no subscription has nothing to fan out to.
     */
    async fanOut(limit: number) {
      const { rows } = await sql<{ id: number }>`
        WITH taken AS (
          DELETE FROM push_outbox WHERE id IN (
            SELECT id FROM push_outbox WHERE subscription_id IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING id, user_id, title, body, url, tag, created_at
        ), newest AS (
          SELECT DISTINCT ON (user_id, tag) * FROM taken ORDER BY user_id, tag, id DESC
        ), replaced AS (
          DELETE FROM push_outbox o USING newest n, push_subscriptions s
          WHERE s.user_id = n.user_id AND o.subscription_id = s.id AND o.tag = n.tag
        )
        INSERT INTO push_outbox (user_id, subscription_id, title, body, url, tag, created_at)
        SELECT n.user_id, s.id, n.title, n.body, n.url, n.tag, n.created_at
        FROM newest n JOIN push_subscriptions s ON s.user_id = n.user_id
        RETURNING id`.execute(db)
      return rows.length
    },

    /** Whether any message still waits to be fanned out. */
    async waiting() {
      const row = await db.selectFrom('push_outbox').select('id').where('subscription_id', 'is', null).limit(1).executeTakeFirst()
      return Boolean(row)
    },

    /**
     * Claims due deliveries for sending: their next attempt moves past `leaseMs` from now, so another drain (another
     * node, an overlapping tick) leaves them alone, and a node that dies mid-send leaves them to be retried then.
     */
    async claim(limit: number, leaseMs: number) {
      const { rows } = await sql<DueDelivery>`
        UPDATE push_outbox o
        SET next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond', attempts = o.attempts + 1
        FROM push_subscriptions s
        WHERE s.id = o.subscription_id AND o.id IN (
          SELECT id FROM push_outbox
          WHERE subscription_id IS NOT NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.subscription_id, o.user_id, o.title, o.body, o.url, o.tag, o.attempts, o.created_at, s.endpoint, s.p256dh, s.auth`.execute(db)
      return rows
    },

    /**
     * What the app icon's badge shows for each member: unread notifications (the bell) and unread chat messages (the
     * chat link), as the app counts them.
     */
    async badgeCounts(userIds: string[]) {
      if (!userIds.length) return new Map<string, number>()
      const { rows } = await sql<{ user_id: string; count: number }>`
        SELECT u.id AS user_id,
          (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL)::int
          + (SELECT count(*) FROM conversation_reads r
             JOIN messages m ON m.conversation_id = r.conversation_id AND m.id > r.last_read_message_id
             WHERE r.user_id = u.id AND (m.sender_id IS NULL OR m.sender_id <> u.id))::int AS count
        FROM unnest(${sql.val(userIds)}::uuid[]) AS u (id)`.execute(db)
      return new Map(rows.map((row) => [row.user_id, Number(row.count)]))
    },

    async delivered(id: number) {
      await db.deleteFrom('push_outbox').where('id', '=', id).execute()
    },

    async retryAt(id: number, at: Date) {
      await db.updateTable('push_outbox').set({ next_attempt_at: at }).where('id', '=', id).execute()
    },

    /** A dead subscription goes, and its waiting deliveries with it. */
    async removeSubscription(id: number) {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
    },
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>
