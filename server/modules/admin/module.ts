import type { AreaModule } from '../../core/context.ts'
import { createAdminLookupsRepository } from './repository.ts'
import { adminLookupsRoutes } from './routes.ts'

/** What the admin area shares across its sections; each section's endpoints live with its own area. */
export const adminModule: AreaModule = async (_app, { db, admin }) => {
  admin.push(adminLookupsRoutes(createAdminLookupsRepository(db)))
}
