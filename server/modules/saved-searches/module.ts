import type { AreaModule } from '../../context.ts'
import { createSavedSearchesRepository } from './repository.ts'
import { savedSearchesRoutes } from './routes.ts'
import { createSavedSearchesService } from './service.ts'

export const savedSearchesModule: AreaModule = async (app, { db, auth }) => {
  await app.register(savedSearchesRoutes, { service: createSavedSearchesService(createSavedSearchesRepository(db)), auth })
}
