import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Permission } from '../../../contract/permissions.ts'
import type { Database, Role } from '../../db/schema.ts'
import { suspendedNow } from './suspension.ts'
import { createToken, hashToken, isWellFormedToken } from './tokens.ts'

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
// Refreshing last-seen on every request would make every read a write; once a minute is precise enough.
const LAST_SEEN_PRECISION_MS = 60 * 1000
// Real browsers send a few hundred characters; more is kept from no one.
const USER_AGENT_MAX_LENGTH = 512

/** Sessions past their lifetime or idle too long. */
const ended = (eb: ExpressionBuilder<Database, 'sessions'>, now: number) =>
  eb.or([eb('expires_at', '<=', new Date(now)), eb('last_seen_at', '<=', new Date(now - SESSION_IDLE_MS))])

export interface SessionUser {
  id: string
  name: string
  email: string
  role: Role
  roleName: string
  permissions: Permission[]
}

/**
 * A valid session: its user, and what the admin area's two-step rule reads (read with the session, so a staff
 * request costs the database one lookup before its own work).
 */
export interface ResolvedSession {
  sessionId: string
  user: SessionUser
  /** When the account got its role: staff have some days from then to turn two-step sign-in on. */
  roleChangedAt: Date
  /** When two-step sign-in was turned on, or null while it is off. */
  twoStepSince: Date | null
}

/** Sessions that were just ended: one, or all of a user's but one. */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string }

/** The live session behind a token's hash, with its user: read at every signed-in request. */
const sessionUser = (db: Kysely<Database>, v: { tokenHash: Buffer; now: Date; idleSince: Date }) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.slug', 'u.role')
    .leftJoin('two_step as t', 't.user_id', 'u.id')
    .select([
      's.id as sessionId',
      's.last_seen_at as lastSeenAt',
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'r.name as roleName',
      'r.permissions',
      'u.role_changed_at as roleChangedAt',
      't.enabled_at as twoStepSince',
    ])
    .where('s.token_hash', '=', v.tokenHash)
    .where('u.deleted_at', 'is', null)
    .where('s.expires_at', '>', v.now)
    .where('s.last_seen_at', '>', v.idleSince)
    // Suspending ends every session; this also refuses one a sign-in started while the suspension was being made.
    .where(sql<boolean>`NOT ${suspendedNow('u')}`)

/** Server-side sessions behind opaque bearer tokens: expiring, revocable, stored as hashes. */
export function createSessions(db: Kysely<Database>) {
  const listeners = new Set<(ended: EndedSessions) => void>()
  const tell = (what: EndedSessions) => {
    for (const listener of listeners) listener(what)
  }
  return {
    /** Told whenever sessions are revoked, so what holds them open (sockets) can close at once. */
    onEnded(listener: (ended: EndedSessions) => void) {
      listeners.add(listener)
    },

    /** Starts a session and returns its token; the token itself is never stored. */
    async create(userId: string, userAgent?: string) {
      const { token, hash } = createToken()
      const now = Date.now()
      // Housekeeping where it is cheap: the user's own dead sessions go when a new one starts.
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where((eb) => ended(eb, now))
        .execute()
      await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: hash,
          expires_at: new Date(now + SESSION_LIFETIME_MS),
          user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
        })
        .execute()
      return token
    },

    /** The session and user a token stands for, or null when it is unknown, revoked, expired or idle too long. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      if (!isWellFormedToken(token)) return null
      const now = Date.now()
      const [row] = await sessionUser(db, { tokenHash: hashToken(token), now: new Date(now), idleSince: new Date(now - SESSION_IDLE_MS) }).execute()
      if (!row) return null
      if (row.lastSeenAt.getTime() < now - LAST_SEEN_PRECISION_MS) {
        await db.updateTable('sessions').set({ last_seen_at: new Date(now) }).where('id', '=', row.sessionId).execute()
      }
      const { sessionId, lastSeenAt: _lastSeenAt, roleChangedAt, twoStepSince, ...user } = row
      return { sessionId, user, roleChangedAt, twoStepSince }
    },

    async revoke(sessionId: string) {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
      tell({ sessionId })
    },

    /** The user's live sessions, most recently used first. */
    list: (userId: string) =>
      db
        .selectFrom('sessions')
        .select(['id', 'user_agent as userAgent', 'created_at as createdAt', 'last_seen_at as lastSeenAt'])
        .where('user_id', '=', userId)
        .where((eb) => eb.not(ended(eb, Date.now())))
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),

    /** Ends one of the user's own sessions; false when the user has no such session. */
    async revokeOwn(trx: Kysely<Database>, userId: string, sessionId: string) {
      const result = await trx.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst()
      if (result.numDeletedRows > 0n) tell({ sessionId })
      return result.numDeletedRows > 0n
    },

    /** Deletes every session past its lifetime or idle limit; the clean-up job calls it. */
    async deleteEnded() {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => ended(eb, Date.now()))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Ends every session of the user, or every one but `keepSessionId` (the device that changed the password). */
    async revokeAll(trx: Kysely<Database>, userId: string, keepSessionId?: string) {
      let query = trx.deleteFrom('sessions').where('user_id', '=', userId)
      if (keepSessionId) query = query.where('id', '<>', keepSessionId)
      await query.execute()
      tell({ userId, exceptSessionId: keepSessionId })
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
