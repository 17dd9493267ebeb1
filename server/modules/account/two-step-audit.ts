import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../core/audit.ts'

/** How the sign-in was tried: the password, then the app's code or a recovery code. Never the secret itself. */
export type SignInStep = 'password' | 'code' | 'recovery-code'

/**
 * Staff sign-ins and failed staff sign-ins go in the audit log (ASVS V16): a staff account is one whose role holds
 * any permission. The actor is the account itself, with the request's address; a member's sign-in writes nothing.
 */
export async function recordStaffSignIn(db: Kysely<Database>, userId: string, address: string, outcome: 'sign-in' | 'sign-in-failed', step: SignInStep) {
  const user = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.slug', 'u.role')
    .select(['u.id', 'u.name', 'u.email', 'r.name as roleName', 'r.permissions'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  if (!user?.permissions.length) return
  await recordAudit(
    db,
    { id: user.id, name: user.name, role: user.roleName, address },
    { area: 'account', action: outcome, record: { type: 'user', id: user.id, summary: user.email }, after: { step } },
  )
}
