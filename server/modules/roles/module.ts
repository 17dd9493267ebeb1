import type { AreaModule } from '../../core/context.ts'
import { createRolesRepository } from './repository.ts'
import { rolesRoutes } from './routes.ts'
import { createRolesService } from './service.ts'

export const rolesModule: AreaModule = async (_app, { db, stepUp, access, realtime, admin }) => {
  const service = createRolesService({
    db,
    repo: createRolesRepository(db),
    stepUp,
    rightsChanged(slug) {
      // Feature grants remember the holder's rights (staff use every plan feature); sockets hold the session's.
      access.forgetAll()
      realtime.reconnectRole(slug)
    },
  })
  admin.push(rolesRoutes(service))
}
