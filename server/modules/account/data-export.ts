import { sql, type Kysely } from 'kysely'
import type { exportSections } from '../../../contract/account-deletion.ts'
import type { Database } from '../../db/schema.ts'
import { createSavedItemsRepository } from '../saved-items/index.ts'
import type { AccountRepository } from './repository.ts'

/**
 * Everything we hold about one person, as the 'Download my data' file has it: their account, what they wrote,
 * bought and were sent, and what they sent us with their email. Only their own rows: the other side of a
 * conversation is named, its messages are not included. Session token hashes never leave the server.
 */
export async function exportAccountData(db: Kysely<Database>, repo: AccountRepository, userId: string): Promise<Record<(typeof exportSections)[number], unknown> & { exportedAt: string }> {
  const account = await db.selectFrom('users').select(['email', 'email_verified_at as emailVerifiedAt', 'created_at as createdAt']).where('id', '=', userId).executeTakeFirstOrThrow()
  const [profile, lists, activities, sessions, subscriptions, payments, posts, comments, likes, flags, conversations, messages, notifications, saved, savedSearches, pushSubscriptions, enquiries, contactMessages] =
    await Promise.all([
      repo.profile(userId),
      repo.settingsLists(userId),
      repo.activities(userId),
      db.selectFrom('sessions').select(['id', 'user_agent as userAgent', 'created_at as createdAt', 'last_seen_at as lastSeenAt', 'expires_at as expiresAt']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db
        .selectFrom('subscriptions as s')
        .innerJoin('plans as p', 'p.id', 's.plan_id')
        .select(['s.id', 'p.title as plan', 's.status', 's.start_date as startDate', 's.end_date as endDate', 's.created_at as createdAt'])
        .where('s.user_id', '=', userId)
        .orderBy('s.created_at')
        .execute(),
      db
        .selectFrom('payment_orders as o')
        .innerJoin('plans as p', 'p.id', 'o.plan_id')
        .select(['o.id', 'p.title as plan', 'o.amount_minor as amountMinor', 'o.currency', 'o.status', 'o.paypal_order_id as paypalOrderId', 'o.created_at as createdAt'])
        .where('o.user_id', '=', userId)
        .orderBy('o.created_at')
        .execute(),
      db.selectFrom('community_posts').select(['id', 'title', 'text', 'likes', 'hidden_at as hiddenAt', 'created_at as createdAt']).where('author_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('community_comments').select(['id', 'post_id as postId', 'parent_id as parentId', 'text', 'created_at as createdAt']).where('author_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('community_likes').select(['post_id as postId', 'created_at as createdAt']).where('user_id', '=', userId).orderBy('created_at').execute(),
      db.selectFrom('community_flags').select(['post_id as postId', 'comment_id as commentId', 'reason', 'created_at as createdAt']).where('flagger_id', '=', userId).orderBy('created_at').execute(),
      db
        .selectFrom('conversations as c')
        .innerJoin('users as m', 'm.id', 'c.member_id')
        .innerJoin('users as e', 'e.id', 'c.expert_id')
        .select(['c.id', 'm.name as member', 'e.name as expert', 'c.created_at as createdAt'])
        .where((eb) => eb.or([eb('c.member_id', '=', userId), eb('c.expert_id', '=', userId)]))
        .orderBy('c.created_at')
        .execute(),
      db.selectFrom('messages').select(['conversation_id as conversationId', 'content', 'created_at as createdAt']).where('sender_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('notifications').select(['title', 'text', 'link', 'created_at as createdAt', 'read_at as readAt']).where('user_id', '=', userId).orderBy('created_at').execute(),
      createSavedItemsRepository(db).list(userId),
      db.selectFrom('saved_searches').select(['name', 'area', 'filters', 'alert', 'created_at as createdAt']).where('user_id', '=', userId).orderBy('created_at').execute(),
      // Which device each is and since when; the endpoint and keys are the device's secrets, as session tokens are.
      db
        .selectFrom('push_subscriptions as p')
        .innerJoin('sessions as s', 's.id', 'p.session_id')
        .select(['p.session_id as sessionId', 's.user_agent as userAgent', 'p.created_at as createdAt'])
        .where('p.user_id', '=', userId)
        .orderBy('p.created_at')
        .execute(),
      db
        .selectFrom('writing_enquiries as w')
        .innerJoin('writing_services as s', 's.id', 'w.service_id')
        .select(['w.reference', 'w.name', 'w.email', 'w.phone', 's.title as service', 'w.status', 'w.created_at as createdAt'])
        .where(sql`lower(w.email)`, '=', account.email)
        .orderBy('w.created_at')
        .execute(),
      db.selectFrom('contact_messages').select(['name', 'email', 'message', 'created_at as createdAt']).where(sql`lower(email)`, '=', account.email).orderBy('created_at').execute(),
    ])
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...profile, ...account },
    settings: lists,
    activities,
    sessions,
    subscriptions,
    payments,
    posts,
    comments,
    likes,
    flags,
    conversations,
    messages,
    notifications,
    // What was saved and when; the saved-events feed's secret address stays out, as session tokens do.
    savedItems: saved.map((row) => ({ kind: row.kind, id: row.key, title: row.title, savedAt: row.saved_at })),
    savedSearches,
    pushSubscriptions,
    enquiries,
    contactMessages,
  }
}
