import type { AreaModule } from '../../context.ts'
import { createAdminLookupsRepository } from './repository.ts'
import { adminLookupsRoutes } from './routes.ts'

/** What the admin area shares across its sections; each section's endpoints live with its own area. */
export const adminModule: AreaModule = async (app, { db, auth }) => {
  await app.register(adminLookupsRoutes, { repo: createAdminLookupsRepository(db), auth })
}
