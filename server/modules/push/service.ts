import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import type { Job } from '../../jobs/schedule.ts'
import { countPushDelivery } from '../../core/metrics.ts'
import type { PushMessage, PushQueue } from '../../core/ports.ts'
import { createPushRepository, type DueDelivery, type PushRepository } from './repository.ts'
import { createSender, type Outcome, type Sender, type Vapid } from './sender.ts'


// Past these a notification is cut: the whole message must fit a push service's 4 KB once encrypted.
const TITLE_MAX = 100
const BODY_MAX = 240
const URL_MAX = 500
const TAG_MAX = 100

const FAN_OUT_BATCH = 1000
const SEND_BATCH = 200
const PARALLEL_SENDS = 8
// A claimed delivery is left alone for this long: longer than any send (10 s timeout) takes.
const LEASE_MS = 60_000
// A message that has failed this often, or is older than the push services keep one, is dropped.
const MAX_ATTEMPTS = 8
const MAX_AGE_MS = 24 * 60 * 60_000
const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 60 * 60_000
// One drain stops taking new batches after this, so a tick of the schedule is never held for long.
const DRAIN_BUDGET_MS = 20_000
/** How often the outbox is drained: a chat message reaches a closed app within seconds. */
export const DRAIN_EVERY_MS = 5_000

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)
/** Only a path of this app is opened: anything else would take the member to another site. */
const appPath = (url: string) => (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && url.length <= URL_MAX ? url : '/')

/** When to try a delivery again: when the push service said, else backing off from 30 s to an hour. */
export function retryDelayMs(attempts: number, afterMs: number | undefined) {
  if (afterMs !== undefined) return Math.min(Math.max(afterMs, 1000), RETRY_MAX_MS)
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
}

export interface PushDeps {
  db: Kysely<Database>
  config: Config
  log: FastifyBaseLogger
  /** Certificates to trust besides the system's: the tests' loopback push service. */
  ca?: string
  /** The keys and contact to send with (`siteVapid`); without them push is off. */
  vapid: Vapid | undefined
}

/**
 * Web Push for every area: `enqueue` in the caller's transaction, and a drain (a job, once per cluster every few
 * seconds) that fans messages out to the members' devices and sends them. Without VAPID keys push is off: nothing
 * is queued and the subscription endpoints say so.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: the push area's routes read its keys and subscriptions; tests drain its outbox. */
    push: Push
  }
}

export function createPush({ db, config, log, ca, vapid }: PushDeps) {
  const { allowPrivateHosts } = config.push
  const repo: PushRepository = createPushRepository(db)
  const sender: Sender | undefined = vapid && createSender({ vapid, allowPrivateHosts, ca })

  async function record(delivery: DueDelivery, outcome: Outcome) {
    countPushDelivery(outcome.result)
    // The endpoint's host only: the rest of the address is the device's secret.
    const where = { subscription: delivery.subscription_id, host: new URL(delivery.endpoint).host }
    switch (outcome.result) {
      case 'sent':
        return repo.delivered(delivery.id)
      case 'gone':
        log.info({ ...where, status: outcome.status, reason: outcome.reason }, 'push subscription removed: the push service no longer takes it')
        return repo.removeSubscription(delivery.subscription_id)
      case 'refused':
        log.warn({ ...where, status: outcome.status }, 'push message refused by the push service')
        return repo.delivered(delivery.id)
      case 'retry': {
        const tooOld = Date.now() - delivery.created_at.getTime() > MAX_AGE_MS
        if (delivery.attempts >= MAX_ATTEMPTS || tooOld) {
          log.warn({ ...where, status: outcome.status, reason: outcome.reason, attempts: delivery.attempts }, 'push message dropped after retries')
          return repo.delivered(delivery.id)
        }
        return repo.retryAt(delivery.id, new Date(Date.now() + retryDelayMs(delivery.attempts, outcome.afterMs)))
      }
    }
  }

  async function sendBatch(batch: DueDelivery[], send: Sender['send']) {
    const badges = await repo.badgeCounts([...new Set(batch.map((d) => d.user_id))])
    const figures = { sent: 0, gone: 0, retry: 0, refused: 0 }
    let next = 0
    const worker = async () => {
      for (let d = batch[next++]; d; d = batch[next++]) {
        const payload = JSON.stringify({ title: d.title, body: d.body, url: d.url, tag: d.tag, badge: badges.get(d.user_id) ?? 0 })
        const outcome = await send({ endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth, payload, tag: d.tag, urgency: d.tag.startsWith('chat:') ? 'high' : 'normal' }).catch(
          (err: unknown): Outcome => ({ result: 'retry', reason: err instanceof Error ? err.message : 'failed' }),
        )
        figures[outcome.result]++
        await record(d, outcome)
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, batch.length) }, worker))
    return figures
  }

  /** Fans out what waits and sends what is due, batch by batch, for up to DRAIN_BUDGET_MS. */
  async function drain() {
    if (!sender) return undefined
    const started = Date.now()
    const totals = { fannedOut: 0, sent: 0, gone: 0, retry: 0, refused: 0 }
    while (Date.now() - started < DRAIN_BUDGET_MS) {
      totals.fannedOut += await repo.fanOut(FAN_OUT_BATCH)
      const batch = await repo.claim(SEND_BATCH, LEASE_MS)
      if (batch.length) {
        const figures = await sendBatch(batch, sender.send)
        for (const key of ['sent', 'gone', 'retry', 'refused'] as const) totals[key] += figures[key]
      }
      if (batch.length < SEND_BATCH && !(await repo.waiting())) break
    }
    return totals.fannedOut + totals.sent + totals.gone + totals.retry + totals.refused > 0 ? totals : undefined
  }

  const job: Job = { name: 'push-outbox', everyMs: DRAIN_EVERY_MS, run: drain }

  return {
    /** False when push is turned off: nothing is queued, and subscribing is refused. */
    enabled: Boolean(sender),
    /** The VAPID public key browsers subscribe with; undefined when push is off. */
    publicKey: vapid?.publicKey,
    /** Whether push may go to private addresses: the tests' loopback push service only. */
    allowPrivateHosts,
    repo,

    /** One outbox row per message, in the caller's transaction; fanned out to the member's devices when sent. */
    async enqueue(trx: Kysely<Database>, messages: PushMessage[]) {
      if (!sender || !messages.length) return
      await repo.enqueue(
        trx,
        messages.map((m) => ({ userId: m.userId, title: cut(m.title, TITLE_MAX), body: cut(m.body, BODY_MAX), url: appPath(m.url), tag: cut(m.tag, TAG_MAX) })),
      )
    },

    drain,
    job,
    close: () => sender?.close(),
  }
}

export type Push = ReturnType<typeof createPush> & PushQueue
