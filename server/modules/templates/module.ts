import type { AreaModule } from '../../core/context.ts'
import { adminTemplatesRoutes } from './admin-routes.ts'
import { createAdminTemplatesService } from './admin-service.ts'
import { createTemplatesRepository } from './repository.ts'
import { templatesRoutes } from './routes.ts'
import { createTemplatesService } from './service.ts'

export const templatesModule: AreaModule = async (app, { db, storage, access, admin }) => {
  const repo = createTemplatesRepository(db)
  await app.register(templatesRoutes, { service: createTemplatesService(repo), repo, storage, access })
  admin.push(adminTemplatesRoutes(createAdminTemplatesService(repo, storage)))
}
