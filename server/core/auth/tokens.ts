import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, EmailTokenPurpose } from '../../db/schema.ts'

/** 32 random bytes in base64url: what sessions and email links carry. */
export function createToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

/** Tokens are stored as their SHA-256: they are random, so a fast hash is enough and a leaked table signs no one in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest()

/** Cheap check before any query: anything not shaped like our tokens cannot be one. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
}

export type LinkStatus = { ok: true; userId: string } | { ok: false; reason: 'token_invalid' | 'token_expired' | 'token_used' }

/** A single-use email link (verification, password reset) for the user; pass a transaction to make it part of one. */
export async function issueEmailToken(db: Kysely<Database>, userId: string, purpose: EmailTokenPurpose) {
  const { token, hash } = createToken()
  await db
    .insertInto('email_tokens')
    .values({ user_id: userId, purpose, token_hash: hash, expires_at: new Date(Date.now() + emailTokenLifetimeMs[purpose]) })
    .execute()
  return token
}

async function findEmailToken(db: Kysely<Database>, token: string, purpose: EmailTokenPurpose, lock: boolean) {
  if (!isWellFormedToken(token)) return { ok: false as const, reason: 'token_invalid' as const }
  const row = await db
    .selectFrom('email_tokens')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst()
  if (!row) return { ok: false as const, reason: 'token_invalid' as const }
  if (row.used_at) return { ok: false as const, reason: 'token_used' as const }
  if (row.expires_at <= new Date()) return { ok: false as const, reason: 'token_expired' as const }
  return { ok: true as const, userId: row.user_id }
}

/** Whether a link would work, without spending it: lets a request stop early before costly work. */
export const checkEmailToken = (db: Kysely<Database>, token: string, purpose: EmailTokenPurpose): Promise<LinkStatus> =>
  findEmailToken(db, token, purpose, false)

/**
 * Spends an email link inside the caller's transaction, so it is used up only if its effect is saved.
 * Every other open link of the same purpose for that user is spent too: one reset ends all reset links.
 */
export async function consumeEmailToken(trx: Kysely<Database>, token: string, purpose: EmailTokenPurpose): Promise<LinkStatus> {
  const found = await findEmailToken(trx, token, purpose, true)
  if (!found.ok) return found
  await trx
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', found.userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
  return found
}

/** Spends every open link of the user, of any purpose: what they were sent for no longer stands. */
export async function spendEmailTokens(trx: Kysely<Database>, userId: string) {
  await trx.updateTable('email_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('used_at', 'is', null).execute()
}

// A spent or expired link is kept this long, so following it again says "already used" or "expired", not "not valid".
const SPENT_TOKEN_KEEP_MS = 7 * 24 * 60 * 60 * 1000

/** Deletes links spent or expired more than a week ago; the clean-up job calls it. */
export async function deleteOldEmailTokens(db: Kysely<Database>) {
  const before = new Date(Date.now() - SPENT_TOKEN_KEEP_MS)
  const result = await db
    .deleteFrom('email_tokens')
    .where((eb) => eb.or([eb('used_at', '<=', before), eb('expires_at', '<=', before)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
