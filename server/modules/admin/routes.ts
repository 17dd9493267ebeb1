import { LookupStatesParams } from '../../../contract/admin.ts'
import type { createAdminLookupsRepository } from './repository.ts'
import type { AdminSection } from '../../core/admin/scope.ts'

/** The management forms' shared choices, which every staff member's forms read. */
export const adminLookupsRoutes =
  (repo: ReturnType<typeof createAdminLookupsRepository>): AdminSection =>
  async (app) => {
    const config = { permission: 'staff' } as const
    app.get('/lookups', { config }, async () => ({ data: await repo.lookups() }))
    app.get('/lookups/countries/:countryId/states', { config, schema: { params: LookupStatesParams } }, async (request) => ({
      data: await repo.states(request.params.countryId),
    }))
  }
