import type { FastifyPluginAsync } from 'fastify'
import { LookupStatesParams } from '../../../contract/admin.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { createAdminLookupsRepository } from './repository.ts'

/** The management forms' shared choices: the admin role only. */
export const adminLookupsRoutes: FastifyPluginAsync<{ repo: ReturnType<typeof createAdminLookupsRepository>; auth: Auth }> = async (base, { repo, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))
  app.get('/admin/lookups', async () => ({ data: await repo.lookups() }))
  app.get('/admin/lookups/countries/:countryId/states', { schema: { params: LookupStatesParams } }, async (request) => ({
    data: await repo.states(request.params.countryId),
  }))
}
