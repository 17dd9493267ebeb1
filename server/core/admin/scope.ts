import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Auth } from '../auth/request-auth.ts'
import type { TwoStep } from '../auth/two-step.ts'
import { recordAudit, staffActor } from '../audit.ts'

/** Where staff routes are declared: paths under /api/admin, request parts read with the contract's schemas. */
export type AdminScope = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ValibotTypeProvider>

/** What every section may use besides its own services: the database, for the audit log every change writes to. */
export interface AdminDeps {
  db: Kysely<Database>
}

/** One area's staff routes, each naming the permission it needs in `config.permission`. */
export type AdminSection = (scope: AdminScope, deps: AdminDeps) => Promise<void>

/**
 * `/api/admin`, every area's staff routes in one place. Sign-in and permission are checked here once, as the first
 * thing a request meets, so nothing is read or written for someone who may not. A route that names no permission
 * stops the server from starting: none is open to every signed-in person because it was forgotten.
 * Each section is a plugin of its own, so what one registers (a multipart parser) stays with it.
 */
export const adminScope: FastifyPluginAsync<{ auth: Auth; db: Kysely<Database>; sections: readonly AdminSection[]; twoStep: TwoStep }> = async (
  app,
  { auth, db, sections, twoStep },
) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.permission) throw new Error(`${String(route.method)} ${route.url} is a staff route and names no permission in config.permission`)
  })
  app.addHook('onRequest', async (request, reply) => {
    try {
      await auth.requirePermission(request, reply)
      // Staff past their days to set up two-step sign-in are refused until they have (at /api/user/two-step).
      twoStep.requireForStaff(request)
    } catch (error) {
      // A signed-in person refused a staff route is worth a look: probing, or a role that lacks what its holder needs.
      if (request.auth && (error as { statusCode?: number }).statusCode === 403) {
        await recordAudit(db, staffActor(request), { area: 'admin', action: 'denied', after: { method: request.method, path: request.url.split('?')[0] } })
      }
      throw error
    }
  })
  for (const section of sections) await app.register(async (scope) => section(scope.withTypeProvider<ValibotTypeProvider>(), { db }))
}
