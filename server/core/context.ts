import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Job } from '../jobs/schedule.ts'
import type { AdminSection } from './admin/scope.ts'
import type { Database } from '../db/schema.ts'
import type { CounterStore } from './limits/counter-store.ts'
import type { Limiter } from './limits/limiter.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Access } from './access.ts'
import type { HashingQueue } from './auth/hashing-queue.ts'
import type { Sessions } from './auth/sessions.ts'
import type { StepUp } from './auth/step-up.ts'
import type { TwoStep } from './auth/two-step.ts'
import type { Auth } from './auth/request-auth.ts'
import type { FileStorage } from '../storage/local-storage.ts'
import type { SitemapSource } from '../web/sitemap.ts'
import type { Realtime } from './realtime/socket-server.ts'
import type { PushQueue, SearchRecorder } from './ports.ts'

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
  /** Periodic work the areas add; a listening server runs each once per period across the cluster. */
  jobs: Job[]
  /** socket.io on the same server: the areas' live events, delivered to every node's sockets. */
  realtime: Realtime
  /** The public screens the areas add to /sitemap.xml. */
  sitemap: SitemapSource[]
  /** The staff routes the areas add, registered under /api/admin behind its one sign-in and permission check. */
  admin: AdminSection[]
  /** Directory searches, counted with nothing personal kept: `analytics.searched(area, words, results)`. */
  analytics: SearchRecorder
  /** Web Push to members' devices: `push.enqueue(trx, messages)` inside the transaction of the news it tells. */
  push: PushQueue
  /** What must be in place before this node takes traffic (`/api/ready`), besides the database and its migrations. */
  readiness: ReadinessCheck[]
}

export interface ReadinessCheck {
  /** Named in `/api/ready`'s answer. */
  name: string
  ready(): boolean
}

/** An area's HTTP module: its routes under /api, built from the shared context. */
export type AreaModule = FastifyPluginAsync<AppContext>
