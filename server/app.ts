import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { Database } from './db/schema.ts'
import { registerErrorHandler } from './http/error-handler.ts'
import { valibotValidatorCompiler } from './http/valibot.ts'
import { contentRoutes } from './modules/content/routes.ts'
import { createContentRepository } from './modules/content/repository.ts'
import { filesRoutes } from './modules/files/routes.ts'
import { createFilesRepository } from './modules/files/repository.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerWeb } from './plugins/web.ts'
import type { FileStorage } from './storage/local-storage.ts'

export interface AppDeps {
  config: Config
  db: Kysely<Database>
  storage: FileStorage
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole HTTP application; `main.ts` listens with it and tests call it through `inject`. */
export async function buildApp({ config, db, storage, logger }: AppDeps) {
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

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db })
      await api.register(contentRoutes, { repo: createContentRepository(db, { cacheMs: config.contentCacheMs }) })
      await api.register(filesRoutes, { repo: createFilesRepository(db), storage })
    },
    { prefix: '/api' },
  )
  await registerWeb(app, config.serveWeb ? config.webDir : null, internalHeaders)
  return app
}
