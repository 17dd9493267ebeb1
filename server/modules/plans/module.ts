import type { AreaModule } from '../../context.ts'
import { createPlansRepository } from './repository.ts'
import { plansRoutes } from './routes.ts'

export const plansModule: AreaModule = async (app, { db, auth }) => {
  await app.register(plansRoutes, { repo: createPlansRepository(db), auth })
}
