import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { Job } from './jobs/schedule.ts'
import type { AdminSection } from './modules/admin/scope.ts'
import type { Database } from './db/schema.ts'
import type { CounterStore } from './limits/counter-store.ts'
import type { Limiter } from './limits/limiter.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Analytics } from './modules/analytics/collector.ts'
import type { Access } from './modules/plans/access.ts'
import type { HashingQueue } from './modules/account/hashing-queue.ts'
import type { Sessions } from './modules/account/sessions.ts'
import type { StepUp } from './modules/account/step-up.ts'
import type { TwoStep } from './modules/account/two-step.ts'
import type { Auth } from './plugins/auth.ts'
import type { FileStorage } from './storage/local-storage.ts'
import type { SitemapSource } from './web/sitemap.ts'
import type { Payments } from './plugins/payments.ts'
import type { Realtime } from './realtime/socket-server.ts'
import type { Push } from './modules/push/service.ts'

/** What every area's module is given: the shared services, built once per app. */
export interface AppContext {
  config: Config
  db: Kysely<Database>
  log: FastifyBaseLogger
  storage: FileStorage
  /** Profile photos and other files only their owner may read; a root apart from `storage`. */
  privateStorage: FileStorage
  mailer: Mailer
  sessions: Sessions
  /** Password hashes made a few at a time: every check of a password goes through it. */
  hashing: HashingQueue
  /** Sensitive staff changes ask for the password again: `stepUp.require(request, body.password)`. */
  stepUp: StepUp
  /** Two-step sign-in: its records, and the admin area's check that staff have it on. */
  twoStep: TwoStep
  /** Who is signed in: the onRequest hooks `optionalUser`, `requireUser`, `requirePermission`. */
  auth: Auth
  /** What their plan lets them use: `requireFeature(slug)`. */
  access: Access
  counters: CounterStore
  /** Rate limits and lockouts, counted in the store every node shares. */
  limiter: Limiter
  /** PayPal, or the sandbox standing in for it; none on a production site without PayPal credentials. */
  payments: Payments | undefined
  /** Periodic work the areas add; a listening server runs each once per period across the cluster. */
  jobs: Job[]
  /** socket.io on the same server: the areas' live events, delivered to every node's sockets. */
  realtime: Realtime
  /** The public screens the areas add to /sitemap.xml. */
  sitemap: SitemapSource[]
  /** The staff routes the areas add, registered under /api/admin behind its one sign-in and permission check. */
  admin: AdminSection[]
  /** Screen views and directory searches, counted with nothing personal kept: `analytics.searched(area, words, results)`. */
  analytics: Analytics
  /** Web Push to members' devices: `push.enqueue(trx, messages)` inside the transaction of the news it tells. */
  push: Push
}

/** An area's HTTP module: its routes under /api, built from the shared context. */
export type AreaModule = FastifyPluginAsync<AppContext>
