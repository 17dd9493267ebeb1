import type { Kysely } from 'kysely'
import type { FeatureSlug } from '../../../contract/plans.ts'
import type { Database } from '../../db/schema.ts'
import { currentParams, hashPassword } from '../../core/auth/passwords.ts'
import { createAccountRepository, type NewUser } from '../../modules/account/index.ts'
import { createSessions } from '../../core/auth/sessions.ts'
import { hashToken } from '../../core/auth/tokens.ts'
import { createPlan, createSubscription } from './plans.ts'
import { unique } from './unique.ts'

// A hash at OWASP's cost takes about half a second; tests make hundreds of users from a few passwords, so each
// password is hashed once per process and cost. Each hash is still a real one with its own salt.
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  const key = `${currentParams().N} ${password}`
  if (!hashes.has(key)) hashes.set(key, hashPassword(password))
  return hashes.get(key)!
}

const DEFAULT_PASSWORD = 'correct-horse-42'

/** A user as tests and the demo data describe one: everything optional, a password in place of its hash. */
export type UserOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string }

/** A user with a real password hash; verified unless told otherwise. Pass a transaction to make it part of one. */
export async function createUser(db: Kysely<Database>, overrides: UserOverrides = {}) {
  const user = {
    name: overrides.name ?? 'Dr. Meera Iyer',
    email: overrides.email ?? `${unique('user')}@example.com`,
    password: overrides.password ?? DEFAULT_PASSWORD,
    role: overrides.role ?? 'user',
  }
  const id = await createAccountRepository(db).insertUser(db, {
    ...overrides,
    ...user,
    passwordHash: await hashOnce(user.password),
    verified: overrides.verified ?? true,
  })
  return { id, ...user }
}

export interface PaidMemberOverrides extends Omit<UserOverrides, 'role' | 'verified'> {
  /** A plan already in the database (the seeded ones), by slug; without it, a new paid plan with `features`. */
  planSlug?: string
  /** The new plan's features (createPlan's, by default). */
  features?: FeatureSlug[]
  /** Granted by staff rather than bought: no payment stands behind it. */
  courtesy?: boolean
}

/**
 * A paid member: a verified user (not staff, whom the access checks let through without a plan) with an
 * active subscription to a plan that includes the features. The demo seed, the API tests and the e2e
 * servers all make theirs here, so each exercises the real subscription path.
 */
export async function createPaidMember(db: Kysely<Database>, { planSlug, features, courtesy, ...details }: PaidMemberOverrides = {}) {
  const plan = planSlug
    ? await db.selectFrom('plans').select(['id', 'duration_months as durationMonths']).where('slug', '=', planSlug).executeTakeFirstOrThrow()
    : await createPlan(db, { features })
  const member = await createUser(db, { ...details, role: 'user', verified: true })
  await createSubscription(db, { userId: member.id, planId: plan.id, durationMonths: plan.durationMonths ?? undefined, source: courtesy ? 'courtesy' : 'paid' })
  return { ...member, planId: plan.id }
}

/** A session token for the user; `expiresAt` and `lastSeenAt` let a test make one that has run out. */
export async function createSession(db: Kysely<Database>, userId: string, overrides: { expiresAt?: Date; lastSeenAt?: Date } = {}) {
  const token = await createSessions(db).create(userId)
  if (overrides.expiresAt || overrides.lastSeenAt) {
    await db
      .updateTable('sessions')
      .set({ ...(overrides.expiresAt && { expires_at: overrides.expiresAt }), ...(overrides.lastSeenAt && { last_seen_at: overrides.lastSeenAt }) })
      .where('token_hash', '=', hashToken(token))
      .execute()
  }
  return token
}
