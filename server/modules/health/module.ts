import type { AreaModule } from '../../core/context.ts'
import { healthRoutes } from './routes.ts'

export const healthModule: AreaModule = async (app, { db, readiness }) => {
  await app.register(healthRoutes, { db, readiness })
}
