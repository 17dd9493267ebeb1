import type { AreaModule } from '../../context.ts'
import { createContentRepository } from './repository.ts'
import { contentRoutes } from './routes.ts'

export const contentModule: AreaModule = async (app, { db, config }) => {
  await app.register(contentRoutes, { repo: createContentRepository(db, { cacheMs: config.contentCacheMs }) })
}
