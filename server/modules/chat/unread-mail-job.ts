import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Job } from '../../jobs/schedule.ts'
import { sendInBackground, type Mailer } from '../../mail/mailer.ts'
import { unreadMessageEmail } from './emails.ts'

/** How long a message waits unread before its recipient is mailed, and how often one conversation may mail. */
export const UNREAD_WAIT_MINUTES = 15
export const MAIL_EVERY_MINUTES = 60

/**
 * Mails each person who has had a message waiting unread for 15 minutes that no earlier mail told them of, at
 * most once an hour per conversation. The statement that finds them claims them (moves the mailed pointer), so
 * two runs or two nodes never mail the same message twice.
 */
export const unreadMailJob = (db: Kysely<Database>, mailer: Mailer, log: FastifyBaseLogger, publicUrl: string): Job => ({
  name: 'chat:unread-mail',
  everyMs: 60_000,
  async run() {
    const { rows } = await sql<{ email: string; name: string; fromName: string; unread: number; conversationId: string }>`
      WITH due AS (
        SELECT r.conversation_id, r.user_id, max(m.id) AS newest, count(*)::int AS unread
        FROM conversation_reads r
        JOIN messages m ON m.conversation_id = r.conversation_id
          AND m.id > greatest(r.last_read_message_id, r.mailed_through_message_id)
          AND (m.sender_id IS NULL OR m.sender_id <> r.user_id)
        WHERE (r.mailed_at IS NULL OR r.mailed_at <= now() - make_interval(mins => ${MAIL_EVERY_MINUTES}))
        GROUP BY r.conversation_id, r.user_id
        HAVING min(m.created_at) <= now() - make_interval(mins => ${UNREAD_WAIT_MINUTES})
      ),
      claimed AS (
        UPDATE conversation_reads r SET mailed_through_message_id = due.newest, mailed_at = now()
        FROM due
        WHERE r.conversation_id = due.conversation_id AND r.user_id = due.user_id
        RETURNING r.conversation_id, r.user_id, due.newest, due.unread
      )
      SELECT u.email, u.name, claimed.unread, claimed.conversation_id AS "conversationId",
        coalesce(m.staff_name, s.name, 'Scholar Hub') AS "fromName"
      FROM claimed
      JOIN users u ON u.id = claimed.user_id
      JOIN messages m ON m.id = claimed.newest
      LEFT JOIN users s ON s.id = m.sender_id
      -- A deleted account's messages stay, but it has no mailbox to tell.
      WHERE u.deleted_at IS NULL`.execute(db)
    for (const row of rows) sendInBackground(mailer, { to: row.email, ...unreadMessageEmail(row, publicUrl) }, log)
    return { mailed: rows.length }
  },
})
