import type { AreaModule } from '../../core/context.ts'
import { createFilesRepository } from '../files/index.ts'
import { createNotificationsRepository } from '../notifications/index.ts'
import { createPlansRepository } from '../plans/index.ts'
import { accountCleanupJob } from './cleanup-job.ts'
import { exportAccountData } from './data-export.ts'
import { createAccountDeletion } from './deletion.ts'
import { adminDeletionRoutes, deletionRoutes } from './deletion-routes.ts'
import { createDeviceSessions } from './device-sessions.ts'
import { createAccountRepository } from './repository.ts'
import { accountRoutes } from './routes.ts'
import { createAccountService } from './service.ts'
import { stepUpRoutes } from '../../core/auth/step-up.ts'
import { twoStepRoutes } from './two-step-routes.ts'

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
    twoStep: context.twoStep,
    forgetGrants: access.forgetUser,
    publicUrl: config.publicUrl,
    log,
    dashboardChanged: context.realtime.dashboardChanged,
  })
  const devices = createDeviceSessions({ db, repo, sessions, forgetGrants: access.forgetUser })
  await app.register(accountRoutes, { service, devices, repo, auth: context.auth, limiter: context.limiter, limits: config.rateLimits })
  await app.register(twoStepRoutes, {
    db,
    twoStep: context.twoStep,
    service,
    repo,
    auth: context.auth,
    limiter: context.limiter,
    hashing: context.hashing,
    limits: config.rateLimits,
  })

  const deletion = createAccountDeletion({
    db,
    sessions,
    hashing: context.hashing,
    limiter: context.limiter,
    limits: config.rateLimits,
    privateStorage,
    forgetGrants: access.forgetUser,
    log,
  })
  await app.register(deletionRoutes, { deletion, exportData: (userId) => exportAccountData(db, repo, userId), auth: context.auth, limiter: context.limiter })

  context.admin.push(stepUpRoutes(context.stepUp), adminDeletionRoutes(deletion))
  context.jobs.push(accountCleanupJob(db, sessions, context.counters))
}
