import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { DELETED_NAME, deletionMessages } from '../../../contract/account-deletion.ts'
import { mayGrant } from '../../../contract/permissions.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { forbidden, HttpError, invalid, notFound } from '../../http/errors.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import { recordAudit, staffActor } from '../../core/audit.ts'
import type { HashingQueue } from '../../core/auth/hashing-queue.ts'
import { failedSignIns } from '../../core/auth/lockout.ts'
import { verifyPassword } from '../../core/auth/passwords.ts'
import type { Sessions } from '../../core/auth/sessions.ts'
import { inTransaction } from '../../db/transaction.ts'

type Db = Kysely<Database>

export interface AccountDeletionDeps {
  db: Db
  sessions: Sessions
  hashing: HashingQueue
  limiter: Limiter
  limits: Config['rateLimits']
  privateStorage: FileStorage
  /** Drops the person's remembered feature grants once their sessions are gone. */
  forgetGrants: (userId: string) => void
  log: FastifyBaseLogger
}

/** No scrypt hash looks like this, so no password ever matches it. */
const UNUSABLE_PASSWORD = '!deleted'

const lastAdmin = () => new HttpError(409, 'last_admin', deletionMessages.lastAdmin)

/**
 * Anonymises an account inside the caller's transaction; the one way an account is deleted, whoever asks. What the
 * person wrote and paid stays (posts, comments, messages, payments, subscriptions) and reads DELETED_NAME, since every
 * screen takes the name from the account. What identifies them or lets anyone in goes: email, photo, password,
 * sessions, links, profile, settings, expert profile. The row stays, so nothing that points at it breaks.
 * Returns the stored photo files for the caller to remove once the transaction has committed.
 */
export async function anonymiseAccount(trx: Db, sessions: Sessions, userId: string) {
  const photos = await trx.deleteFrom('private_files').where('owner_id', '=', userId).returning('name').execute()
  await trx
    .updateTable('users')
    .set({
      name: DELETED_NAME,
      // Unique and lower-case as the column requires; `.invalid` is reserved, so no mail can ever reach it.
      email: `deleted-${randomUUID()}@deleted.invalid`,
      password_hash: UNUSABLE_PASSWORD,
      role: 'user',
      bio: null,
      qualification_id: null,
      profession_id: null,
      image_file_id: null,
      deleted_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute()
  await trx.deleteFrom('user_subjects').where('user_id', '=', userId).execute()
  await trx.deleteFrom('user_settings').where('user_id', '=', userId).execute()
  await trx.deleteFrom('expert_profiles').where('user_id', '=', userId).execute()
  await trx.deleteFrom('email_tokens').where('user_id', '=', userId).execute()
  await trx.deleteFrom('activities').where('user_id', '=', userId).execute()
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute()
  await trx.deleteFrom('saved_items').where('user_id', '=', userId).execute()
  await trx.deleteFrom('saved_event_feeds').where('user_id', '=', userId).execute()
  await trx.deleteFrom('saved_searches').where('user_id', '=', userId).execute()
  // Their devices are told nothing more: subscriptions and messages still waiting to be pushed go.
  await trx.deleteFrom('push_outbox').where('user_id', '=', userId).execute()
  await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
  // Two-step sign-in's secret, recovery codes and tickets: nothing of it may outlive the account's password.
  await trx.deleteFrom('two_step_tickets').where('user_id', '=', userId).execute()
  await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute()
  await trx.deleteFrom('two_step').where('user_id', '=', userId).execute()
  // Sockets close at once, on every node.
  await sessions.revokeAll(trx, userId)
  return photos.map((photo) => photo.name)
}

/** Refuses to leave the site without an admin; the admins' rows stay locked until the caller's transaction ends. */
async function keepAnAdmin(trx: Db, userId: string) {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').where('deleted_at', 'is', null).forUpdate().execute()
  if (admins.some((admin) => admin.id === userId) && admins.length <= 1) throw lastAdmin()
}

/** A member deleting their own account from Settings, and staff deleting someone's from User Management. */
export function createAccountDeletion({ db, sessions, hashing, limiter, limits, privateStorage, forgetGrants, log }: AccountDeletionDeps) {
  const lockout = failedSignIns(limits)

  async function afterDeletion(userId: string, photos: string[]) {
    forgetGrants(userId)
    // The account is anonymised; a file left behind is only disk space, never a failed deletion.
    for (const name of photos) await privateStorage.remove(name).catch((err: unknown) => log.warn({ err, file: name }, 'deleted account’s photo not removed'))
  }

  return {
    /** The signed-in person's own account, after their password; a wrong one counts against the sign-in lockout. */
    async deleteOwn(request: FastifyRequest, password: string) {
      const { user } = signedIn(request)
      const giveBack = await limiter.take(lockout, user.email)
      const stored = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst()
      if (!(await hashing.run(() => verifyPassword(password, stored?.password_hash ?? null)))) {
        throw invalid([{ path: 'password', message: deletionMessages.wrongPassword }])
      }
      await giveBack()
      const photos = await inTransaction(db, async (trx) => {
        await keepAnAdmin(trx, user.id)
        return anonymiseAccount(trx, sessions, user.id)
      })
      await afterDeletion(user.id, photos)
    },

    /** Another person's account, by staff who typed its email again and hold every permission its role holds. */
    async deleteByStaff(request: FastifyRequest, userId: string, confirmEmail: string) {
      const actor = signedIn(request).user
      if (userId === actor.id) throw new HttpError(409, 'own_account', deletionMessages.ownAccount)
      const photos = await inTransaction(db, async (trx) => {
        // The admins first, then the account: two staff deleting two admins at once wait in turn, never on each other.
        await keepAnAdmin(trx, userId)
        const target = await trx
          .selectFrom('users as u')
          .innerJoin('roles as r', 'r.slug', 'u.role')
          .select(['u.id', 'u.name', 'u.email', 'u.role', 'r.permissions'])
          .where('u.id', '=', userId)
          .where('u.deleted_at', 'is', null)
          .forUpdate('u')
          .executeTakeFirst()
        if (!target) throw notFound(deletionMessages.notFound)
        if (target.email !== confirmEmail.toLowerCase()) throw invalid([{ path: 'confirmEmail', message: deletionMessages.emailMismatch }])
        if (!mayGrant(actor, target.permissions)) throw forbidden(deletionMessages.holdsMore)
        const photos = await anonymiseAccount(trx, sessions, userId)
        await recordAudit(trx, staffActor(request), {
          area: 'users',
          action: 'delete',
          record: { type: 'user', id: userId, summary: target.email },
          before: { name: target.name, email: target.email, role: target.role },
          after: { name: DELETED_NAME },
        })
        return photos
      })
      await afterDeletion(userId, photos)
    },
  }
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>
