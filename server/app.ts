import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyServerOptions } from 'fastify'
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
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdLogLabel: 'reqId',
    bodyLimit: config.bodyLimit,
    trustProxy: true,
    return503OnClosing: true,
  })
  app.setValidatorCompiler(valibotValidatorCompiler)
  registerErrorHandler(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  await registerSecurity(app, config)

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db })
      await api.register(contentRoutes, { repo: createContentRepository(db) })
      await api.register(filesRoutes, { repo: createFilesRepository(db), storage })
    },
    { prefix: '/api' },
  )
  await registerWeb(app, config.serveWeb ? config.webDir : null)
  return app
}
