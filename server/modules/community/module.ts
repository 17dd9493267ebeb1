import type { AreaModule } from '../../context.ts'
import { createNotificationsRepository } from '../notifications/repository.ts'
import { adminCommunityRoutes } from './admin-routes.ts'
import { createModerationRepository } from './moderation-repository.ts'
import { createCommunityRepository } from './repository.ts'
import { communityRoutes } from './routes.ts'
import { createCommunityService } from './service.ts'

export const communityModule: AreaModule = async (app, { db, auth, access, limiter }) => {
  const service = createCommunityService({
    db,
    repo: createCommunityRepository(db),
    moderation: createModerationRepository(db),
    notifications: createNotificationsRepository(db),
    limiter,
  })
  await app.register(communityRoutes, { service, auth, access })
  await app.register(adminCommunityRoutes, { service, auth })
}
