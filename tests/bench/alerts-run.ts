// The saved searches' alert job on a prepared database, in a process of its own so its peak memory is its own
// (`--import peak-memory.mjs`): matching, building every digest, and composing each digest's mail. Sends its
// figures to the parent over IPC.
import Fastify from 'fastify'
import webpush from 'web-push'
import { loadConfig } from '../../server/config.ts'
import type { MailMessage, Mailer } from '../../server/mail/mailer.ts'
import { createPush } from '../../server/modules/push/service.ts'
import { siteVapid } from '../../server/modules/push/site-keys.ts'
import { createAlerts } from '../../server/modules/saved-searches/alerts.ts'
import { openRuntime } from '../../server/runtime.ts'

export interface AlertsRun {
  matchSeconds: number
  buildSeconds: number
  composeSeconds: number
  items: number
  instant: number
  digests: number
  digestItems: number
  mails: number
  /** Items mailed to a member more than once, across every digest: must be 0. */
  duplicates: number
  /** What a second run of the whole job mailed and told: must be 0. */
  again: { matched: number; instant: number; digests: number; mailed: number }
}

// With push on, as a deployment has it: 'at once' alerts are queued for members' devices in the matching transaction.
const vapid = webpush.generateVAPIDKeys()
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'https://scholarhub.example/contact' })
// The server's own logger, as the job has it there.
const { log } = Fastify({ logger: { level: 'warn' } })
const { database } = await openRuntime(config, { seed: false })
const seen = new Map<string, Set<number>>()
// Each link as a number: a link cut from a mail's text would keep the whole text alive, and the job's peak memory
// would be the bench's own.
const linkIds = new Map<string, number>()
let duplicates = 0
let mails = 0
// What a mail server is given, kept only as each member's item links: enough to find an item mailed twice.
const mailer: Mailer = {
  description: 'counted (bench)',
  async send(message: MailMessage) {
    mails++
    const links = seen.get(message.to) ?? new Set<number>()
    for (const link of message.text.match(/https?:\/\/\S+\/(?:vacancy|event)\/\S+/g) ?? []) {
      const id = linkIds.get(link) ?? linkIds.set(link, linkIds.size).size - 1
      if (links.has(id)) duplicates++
      links.add(id)
    }
    seen.set(message.to, links)
  },
  async close() {},
}
try {
  const push = createPush({ db: database.db, config, log, vapid: await siteVapid(database.db, config.push) })
  const alerts = createAlerts({ db: database.db, mailer, push, log, publicUrl: config.publicUrl, everyMs: 60_000 })
  let started = performance.now()
  const matched = await alerts.match()
  const matchSeconds = (performance.now() - started) / 1000
  started = performance.now()
  const built = await alerts.buildDigests()
  const buildSeconds = (performance.now() - started) / 1000
  started = performance.now()
  while ((await alerts.mailDigests(2000)) > 0);
  const composeSeconds = (performance.now() - started) / 1000
  const again = await alerts.job.run()
  const result: AlertsRun = {
    matchSeconds,
    buildSeconds,
    composeSeconds,
    items: matched.items,
    instant: matched.instant,
    digests: built.digests,
    digestItems: built.items,
    mails,
    duplicates,
    again: { matched: again.matched, instant: again.instant, digests: again.digests, mailed: again.mailed },
  }
  process.send!(result)
  await push.close()
} finally {
  await database.close()
}
