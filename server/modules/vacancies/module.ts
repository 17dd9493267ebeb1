import type { AreaModule } from '../../core/context.ts'
import { createAdminVacanciesRepository } from './admin-repository.ts'
import { adminVacanciesRoutes } from './admin-routes.ts'
import { createAdminVacanciesService } from './admin-service.ts'
import { createVacanciesRepository } from './repository.ts'
import { vacanciesRoutes } from './routes.ts'
import { createVacanciesService } from './service.ts'
import { vacancySitemap } from './sitemap.ts'

export const vacanciesModule: AreaModule = async (app, { db, access, admin, sitemap, analytics }) => {
  const repo = createVacanciesRepository(db)
  await app.register(vacanciesRoutes, { service: createVacanciesService(db, repo, analytics), repo, access })
  admin.push(adminVacanciesRoutes(createAdminVacanciesService(createAdminVacanciesRepository(db))))
  sitemap.push(vacancySitemap(repo))
}
