import type { AreaModule } from '../../context.ts'
import { createContentRepository } from './repository.ts'
import { contentRoutes } from './routes.ts'
import { siteContentSections } from './site/module.ts'
import { contentSitemap } from './sitemap.ts'

export const contentModule: AreaModule = async (app, context) => {
  const { db, config, sitemap, admin } = context
  const repo = createContentRepository(db, { cacheMs: config.contentCacheMs })
  await app.register(contentRoutes, { repo })
  sitemap.push(contentSitemap(repo))
  admin.push(...siteContentSections(context, repo))
}
