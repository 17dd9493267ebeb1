import type { AreaModule } from '../../core/context.ts'
import { createEventsRepository } from '../events/index.ts'
import { createSavedItemsRepository } from './repository.ts'
import { savedItemsRoutes } from './routes.ts'
import { createSavedItemsService } from './service.ts'

export const savedItemsModule: AreaModule = async (app, { db, auth, config }) => {
  const repo = createSavedItemsRepository(db)
  await app.register(savedItemsRoutes, { service: createSavedItemsService(repo, config.publicUrl), repo, events: createEventsRepository(db), auth, publicUrl: config.publicUrl })
}
