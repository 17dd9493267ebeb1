import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { AlertArea } from '../../db/schema/saved-searches.ts'
import type { Job } from '../../jobs/schedule.ts'
import { createSigner } from '../../core/signing-key.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { AppContext } from '../../core/context.ts'
import { digestMail } from './alert-mail.ts'
import { buildDigests, claimDigests, refreshWaiting, releaseDigest } from './digests.ts'
import { matchBatch, type InstantAlert } from './matching.ts'
import { inTransaction } from '../../db/transaction.ts'

const AREAS: AlertArea[] = ['vacancies', 'events', 'community']
/** Digests mailed per run at most: a run must end well within the job's minute; the rest go in the next runs. */
export const DIGESTS_PER_RUN = 500

export interface AlertsDeps {
  db: Kysely<Database>
  mailer: Mailer
  /** Where 'at once' alerts go besides the bell: the member's devices. */
  push: Pick<AppContext['push'], 'enqueue'>
  log: FastifyBaseLogger
  publicUrl: string
  everyMs: number
}

/**
 * One notification on the member's devices for a batch's 'at once' alerts, however many: the first, opening its item,
 * and how many more the bell holds. Each batch's replaces the last one's (one tag), as a conversation's messages do.
 */
const pushOf = (alert: InstantAlert) => ({
  userId: alert.userId,
  title: alert.title,
  body: alert.count > 1 ? `${alert.text} (and ${alert.count - 1} more in your notifications)` : alert.text,
  url: alert.link,
  tag: 'saved-search-alerts',
})

/**
 * Saved searches' alerts: new items matched against the searches, 'at once' alerts told in the bell and by push, and
 * daily and weekly digests mailed with a one-click unsubscribe. One job does it all, once per period in the cluster.
 */
export function createAlerts({ db, mailer, push, log, publicUrl, everyMs }: AlertsDeps) {
  const signer = createSigner(db, 'alert-unsubscribe')

  /** Matches every queued item, a batch per transaction; returns how many items were matched and alerts told. */
  async function match() {
    let items = 0
    let instant = 0
    for (const area of AREAS) {
      for (;;) {
        const batch = await inTransaction(db, async (trx) => {
          const result = await matchBatch(trx, area)
          if (result?.instant.length) await push.enqueue(trx, result.instant.map(pushOf))
          return result
        })
        if (!batch) break
        items += batch.items
        instant += batch.instant.reduce((sum, alert) => sum + alert.count, 0)
      }
    }
    return { items, instant }
  }

  /** Mails the digests that are waiting, `limit` at most; a mail that fails waits for the next run. */
  async function mailDigests(limit = DIGESTS_PER_RUN) {
    let mailed = 0
    for (const digest of await claimDigests(db, limit)) {
      if (!digest.items.length) continue
      const token = await signer.sign(`digest:${digest.id}`)
      const unsubscribeUrl = `${publicUrl}/api/saved-searches/unsubscribe?token=${token}`
      const stopUrl = `${publicUrl}/alerts/unsubscribe?token=${token}`
      try {
        await mailer.send({ to: digest.email, ...digestMail(digest, { publicUrl, unsubscribeUrl, stopUrl }) })
        mailed++
      } catch (err) {
        log.error({ err, digest: digest.id }, 'alert digest could not be sent')
        await releaseDigest(db, digest.id)
      }
    }
    return mailed
  }

  /** The member and searches of a link's digest; null for a link not ours. */
  async function searchesOf(token: string) {
    const text = await signer.verify(token)
    const id = text?.match(/^digest:(\d+)$/)?.[1]
    if (!id) return null
    const digest = await db.selectFrom('alert_digests').select(['user_id', 'searches']).where('id', '=', Number(id)).executeTakeFirst()
    if (!digest) return null
    return { userId: digest.user_id, ids: digest.searches }
  }

  return {
    match,
    mailDigests,
    buildDigests: () => buildDigests(db),

    /** What a one-click link would stop: the names of its digest's searches that still mail. Null for a bad link. */
    async unsubscribePreview(token: string) {
      const found = await searchesOf(token)
      if (!found) return null
      const rows = found.ids.length
        ? await db.selectFrom('saved_searches').select(['name', 'alert']).where('user_id', '=', found.userId).where('id', 'in', found.ids).orderBy('created_at').execute()
        : []
      return { searches: rows.map((row) => ({ name: row.name, stopped: row.alert !== 'daily' && row.alert !== 'weekly' })) }
    },

    /** Stops the mail of the link's searches (their alert becomes 'never'); null for a bad link. Doing it twice is no harm. */
    async unsubscribe(token: string) {
      const found = await searchesOf(token)
      if (!found) return null
      const rows = found.ids.length
        ? await db
            .updateTable('saved_searches')
            .set({ alert: 'never', updated_at: new Date() })
            .where('user_id', '=', found.userId)
            .where('id', 'in', found.ids)
            .where('alert', 'in', ['daily', 'weekly'])
            .returning('name')
            .execute()
        : []
      await refreshWaiting(db, found.userId)
      return { stopped: rows.map((row) => row.name) }
    },

    job: {
      name: 'saved-searches:alerts',
      everyMs,
      async run() {
        const matched = await match()
        const built = await buildDigests(db)
        const mailed = await mailDigests()
        return { matched: matched.items, instant: matched.instant, digests: built.digests, mailed }
      },
    } satisfies Job,
  }
}

export type Alerts = ReturnType<typeof createAlerts>
