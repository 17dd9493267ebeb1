import type { AreaModule } from '../../core/context.ts'
import { createAdminEventsRepository } from './admin-repository.ts'
import { adminEventsRoutes } from './admin-routes.ts'
import { createAdminEventsService } from './admin-service.ts'
import { createEventsRepository } from './repository.ts'
import { eventsRoutes } from './routes.ts'
import { createEventsService } from './service.ts'
import { eventSitemap } from './sitemap.ts'
import { endedEventsJob } from './sweep.ts'

export const eventsModule: AreaModule = async (app, { db, access, admin, config, jobs, sitemap, analytics }) => {
  const repo = createEventsRepository(db)
  await app.register(eventsRoutes, { service: createEventsService(db, repo, analytics), repo, access, publicUrl: config.publicUrl })
  jobs.push(endedEventsJob(db))
  sitemap.push(eventSitemap(repo))
  admin.push(adminEventsRoutes(createAdminEventsService(createAdminEventsRepository(db))))
}
