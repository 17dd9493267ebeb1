import type { AreaModule } from '../../core/context.ts'
import { createNotificationsRepository } from './repository.ts'
import { notificationsRoutes } from './routes.ts'

export const notificationsModule: AreaModule = async (app, { db, auth }) => {
  await app.register(notificationsRoutes, { repo: createNotificationsRepository(db), auth })
}
