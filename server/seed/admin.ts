import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createAccountRepository } from '../modules/account/repository.ts'
import { createUser } from './factories/accounts.ts'

/**
 * The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, at every start: created (verified) when missing,
 * promoted when the account exists. An existing account keeps its own password: it may have been changed.
 */
export async function ensureAdmin(db: Kysely<Database>, admin: { email: string; password: string }) {
  const existing = await db.selectFrom('users').select(['id', 'role', 'email_verified_at']).where('email', '=', admin.email).executeTakeFirst()
  if (!existing) {
    await createUser(db, { email: admin.email, password: admin.password, name: 'Administrator', role: 'admin', verified: true })
    return 'created'
  }
  if (existing.role === 'admin' && existing.email_verified_at) return 'unchanged'
  await createAccountRepository(db).updateUser(db, existing.id, { role: 'admin', verified: true })
  return 'promoted'
}
