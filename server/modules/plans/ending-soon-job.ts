import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Job } from '../../jobs/schedule.ts'
import { sendInBackground, type Mailer } from '../../mail/mailer.ts'
import { endingSoonEmail } from './emails.ts'

/** How long before a paid plan ends its holder is told. */
export const REMIND_DAYS = 7

/**
 * Mails each holder of a paid plan that ends within a week, once: the subscriptions are claimed (reminded_at
 * set) in the statement that finds them, so two nodes or two runs never mail the same one twice.
 */
export const endingSoonJob = (db: Kysely<Database>, mailer: Mailer, log: FastifyBaseLogger, publicUrl: string): Job => ({
  name: 'plans:ending-soon-reminders',
  everyMs: 60 * 60_000,
  async run() {
    const due = await db
      .updateTable('subscriptions as s')
      .from(['plans as p', 'users as u'])
      .set({ reminded_at: sql`now()` })
      .whereRef('p.id', '=', 's.plan_id')
      .whereRef('u.id', '=', 's.user_id')
      .where('p.is_free', '=', false)
      // A deleted account keeps its plan for the accounts, but has no mailbox to remind.
      .where('u.deleted_at', 'is', null)
      .where('s.status', '=', 'active')
      .where('s.reminded_at', 'is', null)
      .where('s.end_date', '>', sql<Date>`now()`)
      .where('s.end_date', '<=', sql<Date>`now() + make_interval(days => ${REMIND_DAYS})`)
      .returning(['u.email', 'u.name', 'p.title as planTitle', 's.end_date as endDate'])
      .execute()
    for (const row of due) sendInBackground(mailer, { to: row.email, ...endingSoonEmail(row, publicUrl) }, log)
    return { reminded: due.length }
  },
})
