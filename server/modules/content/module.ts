import type { AreaModule } from '../../context.ts'
import { createContentRepository } from './repository.ts'
import { contentRoutes } from './routes.ts'
import { contentSitemap } from './sitemap.ts'

export const contentModule: AreaModule = async (app, { db, config, sitemap }) => {
  const repo = createContentRepository(db, { cacheMs: config.contentCacheMs })
  await app.register(contentRoutes, { repo })
  sitemap.push(contentSitemap(repo))
}
