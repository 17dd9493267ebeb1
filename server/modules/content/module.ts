import type { AreaModule } from '../../core/context.ts'
import { adminContentRoutes } from './admin-routes.ts'
import { contentSignal } from './changes.ts'
import { createContentEditing } from './drafts.ts'
import { pageKind } from './page-kind.ts'
import { createContentRepository } from './repository.ts'
import { contentRoutes } from './routes.ts'
import { sectionKind } from './section-kind.ts'
import { siteContentSections } from './site/module.ts'
import { contentSitemap } from './sitemap.ts'

export const contentModule: AreaModule = async (app, context) => {
  const { db, config, sitemap, realtime, admin } = context
  // One repository per node: its cache is what `contentChanged()` clears here and, through the signal, everywhere.
  const repo = createContentRepository(db, { cacheMs: config.contentCacheMs, signal: contentSignal(realtime, { clustered: Boolean(config.redisUrl) }) })
  await app.register(contentRoutes, { repo })
  sitemap.push(contentSitemap(repo))
  admin.push(adminContentRoutes({ pages: createContentEditing(db, repo, pageKind), sections: createContentEditing(db, repo, sectionKind) }))
  admin.push(...siteContentSections(context, repo))
}
