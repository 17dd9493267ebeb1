import type { AreaModule } from '../../context.ts'
import { createFilesRepository } from '../files/repository.ts'
import { createNotificationsRepository } from '../notifications/repository.ts'
import { createPlansRepository } from '../plans/repository.ts'
import { accountCleanupJob } from './cleanup-job.ts'
import { createDeviceSessions } from './device-sessions.ts'
import { createAccountRepository } from './repository.ts'
import { accountRoutes } from './routes.ts'
import { createAccountService } from './service.ts'
import { stepUpRoutes } from './step-up.ts'

export const accountModule: AreaModule = async (app, context) => {
  const { db, config, sessions, access, mailer, privateStorage, log } = context
  const repo = createAccountRepository(db)
  const service = createAccountService({
    db,
    repo,
    sessions,
    plans: createPlansRepository(db),
    notifications: createNotificationsRepository(db),
    files: createFilesRepository(db),
    privateStorage,
    mailer,
    hashing: context.hashing,
    forgetGrants: access.forgetUser,
    publicUrl: config.publicUrl,
    log,
    dashboardChanged: context.realtime.dashboardChanged,
  })
  const devices = createDeviceSessions({ db, repo, sessions, forgetGrants: access.forgetUser })
  await app.register(accountRoutes, { service, devices, repo, auth: context.auth, limiter: context.limiter, limits: config.rateLimits })

  context.admin.push(stepUpRoutes(context.stepUp))
  context.jobs.push(accountCleanupJob(db, sessions, context.counters))
}
