import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { hashPassword } from '../core/auth/passwords.ts'
import { createAccountRepository } from '../modules/account/index.ts'
import { createSessions } from '../core/auth/sessions.ts'
import { spendEmailTokens } from '../core/auth/tokens.ts'
import { createUser } from './factories/accounts.ts'
import { inTransaction } from '../db/transaction.ts'

/**
 * The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, at every start: created (verified) when missing,
 * promoted when the account exists. A verified account keeps its own password: its owner proved the mailbox
 * and may have changed it since. An unverified one may have been registered by anyone, so it gets
 * ADMIN_PASSWORD, its links are spent and its sessions end before it becomes an admin.
 */
export async function ensureAdmin(db: Kysely<Database>, admin: { email: string; password: string }) {
  const existing = await db.selectFrom('users').select(['id', 'role', 'email_verified_at']).where('email', '=', admin.email).executeTakeFirst()
  if (!existing) {
    await createUser(db, { email: admin.email, password: admin.password, name: 'Administrator', role: 'admin', verified: true })
    return 'created'
  }
  if (existing.role === 'admin' && existing.email_verified_at) return 'unchanged'
  if (existing.email_verified_at) {
    await createAccountRepository(db).updateUser(db, existing.id, { role: 'admin' })
    return 'promoted'
  }
  const passwordHash = await hashPassword(admin.password)
  await inTransaction(db, async (trx) => {
    await createAccountRepository(trx).updateUser(trx, existing.id, { role: 'admin', verified: true, passwordHash })
    await spendEmailTokens(trx, existing.id)
    await createSessions(trx).revokeAll(trx, existing.id)
  })
  return 'promoted'
}
