import { sql, type Kysely } from 'kysely'
import { MODERATION_PAGE_SIZE, moderationActions, type FlaggedItem, type ModerationAction, type SilencedMember } from '../../../contract/admin-community.ts'
import { pageWindow, selectPage, toPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit, type AuditActor } from '../../core/audit.ts'

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value))

type Action = ModerationAction['action']

/** What a staff action was about: a post or comment with its author, or a member (`type: 'user'`, the member as author). */
export interface LogTarget {
  type: 'post' | 'comment' | 'user'
  id: string
  authorId: string
  authorName: string
  summary: string
}

interface QueueRow {
  type: 'post' | 'comment'
  id: string
  postId: string
  postTitle: string
  demo: boolean
  text: string
  createdAt: Date
  hiddenAt: Date | null
  authorId: string
  authorName: string
  authorEmail: string
  silencedUntil: Date | null
  spam: string
  offTopic: string
  inappropriate: string
  lastFlaggedAt: Date
}

/** Staff's side of the community: the review queue, silenced members and the record of what staff did. */
export function createModerationRepository(db: Kysely<Database>) {
  return {
    /** Items with open flags: hidden ones first, then the most recently flagged. */
    async queue(page: number) {
      const { offset, limit } = pageWindow(page, MODERATION_PAGE_SIZE)
      const counts = sql`count(*) FILTER (WHERE f.reason = 'spam') AS spam,
        count(*) FILTER (WHERE f.reason = 'off-topic') AS "offTopic",
        count(*) FILTER (WHERE f.reason = 'inappropriate') AS inappropriate,
        max(f.created_at) AS "lastFlaggedAt"`
      const author = sql`u.id AS "authorId", u.name AS "authorName", u.email AS "authorEmail",
        (SELECT s.silenced_until FROM community_silences s WHERE s.user_id = u.id AND s.silenced_until > now()) AS "silencedUntil"`
      const { rows } = await sql<QueueRow>`
        SELECT * FROM (
          SELECT 'post' AS type, p.id, p.id AS "postId", p.title AS "postTitle", p.demo, p.text, p.created_at AS "createdAt",
            p.hidden_at AS "hiddenAt", ${author}, ${counts}
          FROM community_flags f
          JOIN community_posts p ON p.id = f.post_id
          JOIN users u ON u.id = p.author_id
          WHERE f.resolved_at IS NULL
          GROUP BY p.id, u.id
          UNION ALL
          SELECT 'comment', c.id, c.post_id, p.title, p.demo, c.text, c.created_at, c.hidden_at, ${author}, ${counts}
          FROM community_flags f
          JOIN community_comments c ON c.id = f.comment_id
          JOIN community_posts p ON p.id = c.post_id
          JOIN users u ON u.id = c.author_id
          WHERE f.resolved_at IS NULL
          GROUP BY c.id, p.title, p.demo, u.id
        ) items
        ORDER BY "hiddenAt" IS NULL, "lastFlaggedAt" DESC, id
        LIMIT ${limit} OFFSET ${offset}`.execute(db)
      const { items, hasMore } = toPage(rows, MODERATION_PAGE_SIZE)
      return {
        items: items.map(
          (row): FlaggedItem => ({
            type: row.type,
            id: row.id,
            postId: row.postId,
            postTitle: row.postTitle,
            demo: row.demo,
            text: row.text,
            createdAt: iso(row.createdAt),
            author: { id: row.authorId, name: row.authorName, email: row.authorEmail, silencedUntil: isoOrNull(row.silencedUntil) },
            hiddenAt: isoOrNull(row.hiddenAt),
            flags: { spam: Number(row.spam), 'off-topic': Number(row.offTopic), inappropriate: Number(row.inappropriate) },
            lastFlaggedAt: iso(row.lastFlaggedAt),
          }),
        ),
        hasMore,
      }
    },

    /** Shows the item again and closes its open flags; whether anything was waiting for review, and whether it was hidden. */
    async restore(trx: Kysely<Database>, type: 'post' | 'comment', id: string) {
      const table = type === 'post' ? 'community_posts' : 'community_comments'
      const unhidden = await trx.updateTable(table).set({ hidden_at: null }).where('id', '=', id).where('hidden_at', 'is not', null).returning('id').executeTakeFirst()
      const resolved = await trx
        .updateTable('community_flags')
        .set({ resolved_at: new Date() })
        .where(type === 'post' ? 'post_id' : 'comment_id', '=', id)
        .where('resolved_at', 'is', null)
        .returning('id')
        .execute()
      return { waited: Boolean(unhidden) || resolved.length > 0, wasHidden: Boolean(unhidden) }
    },

    /** Records a staff action in the audit log: who, what, about what and whom, why; the moment is the database's. */
    log: (trx: Kysely<Database>, staff: AuditActor, action: Action, target: LogTarget, reason: string | null) =>
      recordAudit(trx, staff, {
        area: 'community',
        action,
        record: { type: target.type, id: target.id, summary: target.summary },
        after: { authorId: target.authorId, authorName: target.authorName },
        reason,
      }),

    async actions(page: number) {
      const { items, hasMore } = await selectPage(
        db
          .selectFrom('audit_log')
          .select([
            'id',
            'actor_name as actorName',
            'action',
            'record_type as targetType',
            'record_id as targetId',
            sql<string>`after->>'authorName'`.as('authorName'),
            'summary',
            'reason',
            'at as createdAt',
          ])
          .where('area', '=', 'community')
          .where('action', 'in', moderationActions)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc'),
        page,
        MODERATION_PAGE_SIZE,
      )
      return {
        actions: items.map((row) => ({ ...row, createdAt: iso(row.createdAt) }) as ModerationAction),
        hasMore,
      }
    },

    member: (userId: string) =>
      db.selectFrom('users as u').innerJoin('roles as r', 'r.slug', 'u.role').select(['u.id', 'u.name', 'u.email', 'r.permissions']).where('u.id', '=', userId).executeTakeFirst(),

    async silence(trx: Kysely<Database>, userId: string, until: Date, reason: string, by: string) {
      await trx
        .insertInto('community_silences')
        .values({ user_id: userId, silenced_until: until, reason, silenced_by: by })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ silenced_until: until, reason, silenced_by: by }))
        .execute()
    },

    /** Lets a silenced member write again; false when they were not silenced. */
    async unsilence(trx: Kysely<Database>, userId: string) {
      const row = await trx.deleteFrom('community_silences').where('user_id', '=', userId).where('silenced_until', '>', new Date()).returning('user_id').executeTakeFirst()
      return Boolean(row)
    },

    async silenced(page: number) {
      const { items, hasMore } = await selectPage(
        db
          .selectFrom('community_silences as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['u.id', 'u.name', 'u.email', 's.silenced_until as silencedUntil', 's.reason'])
          .where('s.silenced_until', '>', new Date())
          .orderBy('s.silenced_until')
          .orderBy('u.id'),
        page,
        MODERATION_PAGE_SIZE,
      )
      return { members: items.map((row): SilencedMember => ({ ...row, silencedUntil: iso(row.silencedUntil) })), hasMore }
    },
  }
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>
