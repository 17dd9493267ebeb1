import { sql, type Kysely } from 'kysely'
import { suspendedMessage } from '../../../contract/users.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'

/** The account in `table` is suspended now: a suspension whose moment has passed no longer counts anywhere. */
export const suspendedNow = (table: string) =>
  sql<boolean>`(${sql.ref(`${table}.suspended_at`)} IS NOT NULL AND (${sql.ref(`${table}.suspended_until`)} IS NULL OR ${sql.ref(`${table}.suspended_until`)} > now()))`

/** What the list and the account page call the account: suspended before unverified, which it may be too. */
export const statusOf = (table: string) =>
  sql<'unverified' | 'active' | 'suspended'>`CASE
    WHEN ${suspendedNow(table)} THEN 'suspended'
    WHEN ${sql.ref(`${table}.email_verified_at`)} IS NULL THEN 'unverified'
    ELSE 'active' END`

/**
 * Sign-in asks this once the password is right (so a guess learns nothing): a suspended account is refused with
 * why and until when, and one whose suspension has run out is cleared, which is all the ending it needs.
 */
export async function refuseSuspended(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom('users').select(['suspended_at', 'suspended_until', 'suspension_reason']).where('id', '=', userId).executeTakeFirst()
  if (!row?.suspended_at) return
  if (row.suspended_until && row.suspended_until.getTime() <= Date.now()) {
    await db
      .updateTable('users')
      .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
      .where('id', '=', userId)
      .where('suspended_until', '<=', sql<Date>`now()`)
      .execute()
    return
  }
  throw new HttpError(403, 'account_suspended', suspendedMessage(row.suspension_reason ?? '', row.suspended_until?.toISOString() ?? null))
}
