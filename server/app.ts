import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { AppContext } from './core/context.ts'
import { embeddedMaintenanceJob } from './jobs/embedded-maintenance.ts'
import type { Backups } from './backup/backups.ts'
import { backupJob } from './backup/job.ts'
import type { Database } from './db/schema.ts'
import { registerErrorHandler } from './http/error-handler.ts'
import { oneSpellingOfFilePaths } from './http/file-paths.ts'
import { logRequest } from './http/log-request.ts'
import { valibotValidatorCompiler } from './http/valibot.ts'
import { startSchedule } from './jobs/schedule.ts'
import { connectRedis } from './lib/redis.ts'
import { createDatabaseCounters } from './core/limits/counter-store.ts'
import { createLimiter } from './core/limits/limiter.ts'
import { createRedisCounters } from './core/limits/redis-counter-store.ts'
import { sharedRequestStore } from './core/limits/shared-request-store.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { createSessions } from './core/auth/sessions.ts'
import { createAnalytics, viewEndpoint } from './modules/analytics/index.ts'
import { createPush, pushKeysSource, siteVapid } from './modules/push/index.ts'
import { adminScope } from './core/admin/scope.ts'
import { areas } from './modules/areas.ts'
import { createAccess } from './core/access.ts'
import { createPlansRepository, registerPayments, SANDBOX_PREFIX } from './modules/plans/index.ts'
import { createAuth, registerAuth } from './core/auth/request-auth.ts'
import { isMetricsScrape, registerMetrics } from './plugins/metrics.ts'
import type { PoolFigures } from './core/metrics.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerWeb } from './plugins/web.ts'
import { createRealtime } from './core/realtime/socket-server.ts'
import { createHashingQueue } from './core/auth/hashing-queue.ts'
import { setPasswordCost } from './core/auth/passwords.ts'
import { createStepUp } from './core/auth/step-up.ts'
import { createTwoStep } from './core/auth/two-step.ts'
import { demoAdminExempt } from './seed/demo-accounts.ts'
import type { FileStorage } from './storage/local-storage.ts'

export interface AppDeps {
  config: Config
  db: Kysely<Database>
  /** The database's address, for what writes to it from a thread of its own (the view counter). */
  databaseUrl: string
  storage: FileStorage
  /** Profile photos and other files only their owner may read; a root apart from `storage`. */
  privateStorage: FileStorage
  /** The site's backups (`server/backup/`): with them, a listening server takes one every BACKUP_EVERY_HOURS. */
  backups?: Backups
  /** Defaults to SMTP_URL, or the outbox folder without it; tests pass a capturing one. */
  mailer?: Mailer
  /** Logger options on top of LOG_LEVEL; tests pass a stream to read what is logged. */
  logger?: Exclude<FastifyServerOptions['logger'], boolean>
  /** Certificates to trust for push services besides the system's; tests pass their loopback push service's. */
  pushCa?: string
  /** The database's connection pool, for the metrics' gauges of its use. */
  pool?: PoolFigures
}

// A socket that sends nothing for this long is closed: idle keep-alives and stalled clients do not hold it.
const CONNECTION_TIMEOUT_MS = 120_000

/** Builds the whole HTTP application; `main.ts` listens with it and tests call it through `inject`. */
export async function buildApp({ config, db, databaseUrl, storage, privateStorage, mailer: givenMailer, logger, pushCa, pool, backups }: AppDeps) {
  // Requests the server makes to itself (the shell's early data) carry this; they skip rate limits and logs.
  const internalHeaders = { 'x-internal-request': randomUUID() }
  const isInternal = (headers: Record<string, unknown>) => headers['x-internal-request'] === internalHeaders['x-internal-request']
  // Screen views reach the HTTP server before the app (view-endpoint.ts); the endpoint is made once the app's
  // collector exists, and nothing listens before then.
  const early: { views?: (req: IncomingMessage, res: ServerResponse) => boolean } = {}
  const app = Fastify({
    serverFactory: (handler, options) => {
      const server = createServer(options.http ?? {}, (req, res) => early.views?.(req, res) || handler(req, res))
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = options.keepAliveTimeout as number
      server.requestTimeout = options.requestTimeout as number
      server.setTimeout(options.connectionTimeout as number)
      return server
    },
    logger: { level: config.logLevel, ...logger, serializers: { req: logRequest } },
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: (request) => isInternal(request.headers) }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // A body sent a byte at a time cannot hold a socket past this; nor can a client that stops sending.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Node looks for requests past their time at this interval (30 s unless told), and only enforces the
    // request timeout when the headers' timeout is no longer than it.
    http: { connectionsCheckingInterval: Math.min(5000, config.requestTimeoutMs), headersTimeout: Math.min(60_000, config.requestTimeoutMs) },
    return503OnClosing: true,
    rewriteUrl: oneSpellingOfFilePaths,
  })
  app.setValidatorCompiler(valibotValidatorCompiler)
  registerErrorHandler(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // The sandbox stands in for PayPal, a service apart whose calls our per-address limit would not count.
  const sandboxed = config.paypal?.kind === 'local-sandbox'
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined
  const counters = redis ? createRedisCounters(redis, createDatabaseCounters(db)) : createDatabaseCounters(db)
  // Without Redis each node counts requests in memory: a database write per request would cost more than it guards.
  await registerSecurity(app, config, {
    // Built files are not counted: an installed app's service worker fetches every one of them at once, and a
    // campus behind one address would otherwise be refused after a few first visits. They are files on disk with
    // hashed names, and cost nothing a limit needs to guard. Nor is a scrape with the metrics token; a wrong one is counted.
    exempt: (request) =>
      isInternal(request.headers) || isMetricsScrape(request, config.metricsToken) || request.url.startsWith('/assets/') || (sandboxed && request.url.startsWith(`${SANDBOX_PREFIX}/`)),
    store: redis ? sharedRequestStore(counters) : undefined,
  })
  registerAuth(app)

  const mailer = givenMailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: config.mailDir, logLinks: !config.production }, app.log)
  app.addHook('onReady', async () => app.log.info(`Mail goes to ${mailer.description}`))
  app.addHook('onClose', () => mailer.close())
  const sessions = createSessions(db)
  setPasswordCost(config.passwordHashing.cost)
  const hashing = createHashingQueue(config.passwordHashing)
  const limiter = createLimiter(counters)
  const auth = createAuth(sessions)
  const realtime = createRealtime({ server: app.server, db, sessions, log: app.log, publicUrl: config.publicUrl, production: config.production, redis })
  app.decorate('realtime', realtime)
  // Before the routes, so that each of them is counted.
  const metrics = config.metricsToken ? registerMetrics(app, config.metricsToken, { pool, sockets: () => realtime.io.of('/').sockets.size }) : undefined
  // Sockets close before the HTTP server, which would otherwise wait for them; Redis after the last use.
  app.addHook('preClose', () => realtime.close())
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined)
  })
  // Views and searches wait in memory for their batch: a closing app writes them before the database goes.
  const analytics = createAnalytics({ db, connectionString: databaseUrl, config, log: app.log })
  app.decorate('analytics', analytics)
  early.views = viewEndpoint({ analytics, trustProxy: config.trustProxy })
  app.addHook('onClose', () => analytics.close())
  const push = createPush({ db, config, log: app.log, ca: pushCa, vapid: await siteVapid(db, config.push) })
  app.decorate('push', push)
  app.addHook('onReady', async () => app.log.info(push.enabled ? `Push notifications are on (${pushKeysSource(config)})` : 'Push notifications are off (PUSH_NOTIFICATIONS=false)'))
  app.addHook('onClose', async () => push.close())
  app.decorate('payments', await registerPayments(app, config))
  const context: AppContext = {
    config,
    db,
    log: app.log,
    storage,
    privateStorage,
    mailer: metrics ? metrics.countMail(mailer) : mailer,
    sessions,
    auth,
    access: createAccess({ auth, featuresOf: createPlansRepository(db).features, grantMs: config.accessCacheMs }),
    counters,
    limiter,
    hashing,
    stepUp: createStepUp({ db, limiter, hashing, limits: config.rateLimits }),
    twoStep: createTwoStep({ db, config, exempt: demoAdminExempt(config) }),
    realtime,
    jobs: [],
    sitemap: [],
    admin: [],
    analytics,
    push,
    readiness: [],
  }
  await app.register(
    async (api) => {
      for (const area of areas) await api.register(area, context)
      await api.register(adminScope, { prefix: '/admin', auth, db, sections: context.admin, twoStep: context.twoStep })
    },
    { prefix: '/api' },
  )
  await registerWeb(app, config.serveWeb ? config.webDir : null, internalHeaders, { origin: config.publicUrl, sitemap: context.sitemap })

  if (!config.databaseUrl) context.jobs.push(embeddedMaintenanceJob(db))
  if (backups && config.backup.everyMs) context.jobs.push(backupJob(backups, config.backup))
  // Only a listening server runs the periodic jobs; an app that tests drive through inject leaves rows alone.
  let schedule: ReturnType<typeof startSchedule> | undefined
  app.addHook('onListen', async () => {
    schedule = startSchedule(db, context.jobs, app.log, { tickMs: config.jobsTickMs, metrics })
  })
  app.addHook('onClose', async () => schedule?.stop())
  return app
}
