import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { describeDevice } from '../../core/auth/device.ts'
import type { AccountRepository } from './repository.ts'
import type { Sessions } from '../../core/auth/sessions.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface DeviceSessionsDeps {
  db: Kysely<Database>
  repo: AccountRepository
  sessions: Sessions
  /** Drops the person's remembered feature grants when their sessions end. */
  forgetGrants: (userId: string) => void
}

/** The devices signed in to an account, as Settings lists them, and signing them out; each sign-out is in Activity. */
export function createDeviceSessions({ db, repo, sessions, forgetGrants }: DeviceSessionsDeps) {
  return {
    async list(userId: string, currentId: string) {
      const rows = await sessions.list(userId)
      return rows.map(({ id, userAgent, createdAt, lastSeenAt }) => ({
        id,
        ...describeDevice(userAgent),
        createdAt: createdAt.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
        current: id === currentId,
      }))
    },

    /** Only the person's own sessions: another's id answers as one that has ended. */
    async end(userId: string, sessionId: string) {
      await inTransaction(db, async (trx) => {
        if (!(await sessions.revokeOwn(trx, userId, sessionId))) throw notFound('That session has already ended.')
        await repo.recordActivity(trx, userId, 'You signed out one of your devices')
      })
      forgetGrants(userId)
    },

    async endOthers(userId: string, currentId: string) {
      await inTransaction(db, async (trx) => {
        await sessions.revokeAll(trx, userId, currentId)
        await repo.recordActivity(trx, userId, 'You signed out all your other devices')
      })
      forgetGrants(userId)
    },
  }
}

export type DeviceSessions = ReturnType<typeof createDeviceSessions>
