import type { AppContext } from '../../../core/context.ts'
import type { AdminSection } from '../../../core/admin/scope.ts'
import type { ContentRepository } from '../repository.ts'
import { createMediaRepository } from './media-repository.ts'
import { mediaRoutes } from './media-routes.ts'
import { createMediaService } from './media-service.ts'
import { createSiteRepository } from './repository.ts'
import { siteContentRoutes } from './routes.ts'
import { createSiteService } from './service.ts'

/** Content Management's Menu, Home, Contact and Media panels, as staff routes of the content area. */
export function siteContentSections({ db, storage, limiter, config }: AppContext, content: ContentRepository): AdminSection[] {
  // After every change: every node's public reads that keep answers for a moment read afresh.
  const changed = () => content.contentChanged()
  return [
    siteContentRoutes(createSiteService({ db, repo: createSiteRepository(db), changed })),
    mediaRoutes({ service: createMediaService({ db, repo: createMediaRepository(db), storage, changed }), limiter, uploadsPerHour: config.mediaUploadLimit }),
  ]
}
