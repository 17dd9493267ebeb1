import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { Database } from './db/schema.ts'
import { registerErrorHandler } from './http/error-handler.ts'
import { valibotValidatorCompiler } from './http/valibot.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { accountRoutes } from './modules/account/routes.ts'
import { createAccountRepository } from './modules/account/repository.ts'
import { createAccountService } from './modules/account/service.ts'
import { createSessions } from './modules/account/sessions.ts'
import { contentRoutes } from './modules/content/routes.ts'
import { createContentRepository } from './modules/content/repository.ts'
import { filesRoutes } from './modules/files/routes.ts'
import { privateFilesRoutes } from './modules/files/private-routes.ts'
import { createFilesRepository } from './modules/files/repository.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { createFinderAccess } from './modules/journals/access.ts'
import { createJournalCatalogue } from './modules/journals/catalogue.ts'
import { createJournalsRepository } from './modules/journals/repository.ts'
import { journalsRoutes } from './modules/journals/routes.ts'
import { createNotificationsRepository } from './modules/notifications/repository.ts'
import { notificationsRoutes } from './modules/notifications/routes.ts'
import { createPlansRepository } from './modules/plans/repository.ts'
import { plansRoutes } from './modules/plans/routes.ts'
import { createAuth, registerAuth } from './plugins/auth.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerWeb } from './plugins/web.ts'
import type { FileStorage } from './storage/local-storage.ts'

export interface AppDeps {
  config: Config
  db: Kysely<Database>
  storage: FileStorage
  /** Profile photos and other files only their owner may read; a root apart from `storage`. */
  privateStorage: FileStorage
  /** Defaults to SMTP_URL, or the outbox folder without it; tests pass a capturing one. */
  mailer?: Mailer
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole HTTP application; `main.ts` listens with it and tests call it through `inject`. */
export async function buildApp({ config, db, storage, privateStorage, mailer: givenMailer, logger }: AppDeps) {
  // Requests the server makes to itself (the shell's early data) carry this; they skip rate limits and logs.
  const internalHeaders = { 'x-internal-request': randomUUID() }
  const isInternal = (headers: Record<string, unknown>) => headers['x-internal-request'] === internalHeaders['x-internal-request']
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: (request) => isInternal(request.headers) }),
    bodyLimit: config.bodyLimit,
    trustProxy: true,
    return503OnClosing: true,
  })
  app.setValidatorCompiler(valibotValidatorCompiler)
  registerErrorHandler(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  await registerSecurity(app, config, (request) => isInternal(request.headers))
  registerAuth(app)

  const mailer = givenMailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: config.mailDir }, app.log)
  app.addHook('onReady', async () => app.log.info(`Mail goes to ${mailer.description}`))
  app.addHook('onClose', () => mailer.close())
  const sessions = createSessions(db)
  const auth = createAuth(sessions)
  const files = createFilesRepository(db)
  const plans = createPlansRepository(db)
  const notifications = createNotificationsRepository(db)
  const account = createAccountRepository(db)
  const journals = createJournalsRepository(db)
  const journalCatalogue = createJournalCatalogue({ repo: journals, refreshMs: config.journalRefreshMs, log: app.log })
  // The first search index is built as soon as the server listens (not during its start, which it would
  // slow, nor when the first visitor asks).
  app.addHook('onListen', async () => {
    journalCatalogue.index().catch((err) => app.log.error({ err }, 'could not build the journal search index'))
  })
  app.addHook('onClose', () => journalCatalogue.close())
  const accountService = createAccountService({
    db,
    repo: account,
    sessions,
    plans,
    notifications,
    files,
    privateStorage,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  })

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db })
      await api.register(contentRoutes, { repo: createContentRepository(db, { cacheMs: config.contentCacheMs }) })
      await api.register(filesRoutes, { repo: files, storage })
      await api.register(privateFilesRoutes, { repo: files, storage: privateStorage, auth })
      await api.register(accountRoutes, { service: accountService, repo: account, auth, limits: config.rateLimits })
      await api.register(plansRoutes, { repo: plans, auth })
      await api.register(notificationsRoutes, { repo: notifications, auth })
      await api.register(journalsRoutes, {
        catalogue: journalCatalogue,
        repo: journals,
        access: createFinderAccess({ auth, plans, grantMs: config.journalAccessCacheMs }),
        auth,
      })
    },
    { prefix: '/api' },
  )
  await registerWeb(app, config.serveWeb ? config.webDir : null, internalHeaders)
  return app
}
