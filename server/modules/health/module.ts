import type { AreaModule } from '../../core/context.ts'
import { healthRoutes } from './routes.ts'

export const healthModule: AreaModule = async (app, { db }) => {
  await app.register(healthRoutes, { db })
}
