import type { AreaModule } from '../../core/context.ts'
import { createNotificationsRepository } from '../notifications/index.ts'
import { adminCommunityRoutes } from './admin-routes.ts'
import { createModerationRepository } from './moderation-repository.ts'
import { createModerationService } from './moderation-service.ts'
import { createCommunityRepository } from './repository.ts'
import { communityRoutes } from './routes.ts'
import { createCommunityService } from './service.ts'

export const communityModule: AreaModule = async (app, { db, auth, access, admin, limiter, realtime, analytics }) => {
  const deps = { db, repo: createCommunityRepository(db), moderation: createModerationRepository(db), notifications: createNotificationsRepository(db) }
  await app.register(communityRoutes, { service: createCommunityService({ ...deps, limiter, dashboardChanged: realtime.dashboardChanged, analytics }), auth, access })
  admin.push(adminCommunityRoutes(createModerationService(deps)))
}
