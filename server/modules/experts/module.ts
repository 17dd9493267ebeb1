import type { AreaModule } from '../../core/context.ts'
import { createAdminExpertsRepository } from './admin-repository.ts'
import { adminExpertsRoutes } from './admin-routes.ts'
import { createAdminExpertsService } from './admin-service.ts'
import { replyTimesJob } from './reply-times.ts'
import { createExpertsRepository } from './repository.ts'
import { expertsRoutes } from './routes.ts'
import { createExpertsService } from './service.ts'

export const expertsModule: AreaModule = async (app, { db, admin, access, privateStorage, sitemap, analytics, jobs }) => {
  const repo = createExpertsRepository(db)
  jobs.push(replyTimesJob(db))
  await app.register(expertsRoutes, { service: createExpertsService(db, repo, analytics), repo, privateStorage })
  admin.push(adminExpertsRoutes(createAdminExpertsService(createAdminExpertsRepository(db), access)))
  sitemap.push(async function* () {
    yield { path: '/connect' }
  })
}
