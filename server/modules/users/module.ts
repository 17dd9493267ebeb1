import type { AreaModule } from '../../core/context.ts'
import { createUsersRepository } from './repository.ts'
import { usersRoutes } from './routes.ts'
import { createUsersService } from './service.ts'

/** User Management: staff routes only; what members do with their own account is the account area's. */
export const usersModule: AreaModule = async (_app, { db, config, sessions, stepUp, mailer, access, limiter, log, admin, realtime }) => {
  const repo = createUsersRepository(db)
  const service = createUsersService({ db, repo, sessions, stepUp, mailer, forgetGrants: access.forgetUser, reconnectUser: realtime.reconnectUser, publicUrl: config.publicUrl, log })
  admin.push(usersRoutes({ service, repo, db, limiter, limits: config.rateLimits }))
}
