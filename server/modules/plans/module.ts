import type { AreaModule } from '../../core/context.ts'
import { createAdminPlansRepository } from './admin-repository.ts'
import { adminPlansRoutes } from './admin-routes.ts'
import { createAdminPlansService } from './admin-service.ts'
import { createCheckoutRepository } from './checkout-repository.ts'
import { checkoutRoutes } from './checkout-routes.ts'
import { createCheckoutService } from './checkout-service.ts'
import { endingSoonJob } from './ending-soon-job.ts'
import { createPlansRepository } from './repository.ts'
import { plansRoutes } from './routes.ts'

export const plansModule: AreaModule = async (app, { db, auth, access, admin, limiter, mailer, log, config, jobs, realtime }) => {
  const repo = createPlansRepository(db)
  await app.register(plansRoutes, { repo, auth })
  admin.push(adminPlansRoutes(createAdminPlansService(createAdminPlansRepository(db), access)))
  const { payments } = app
  const service = createCheckoutService({ repo: createCheckoutRepository(db), plans: repo, provider: payments?.provider, mailer, log, publicUrl: config.publicUrl, dashboardChanged: realtime.dashboardChanged })
  await app.register(checkoutRoutes, { service, auth, limiter, settings: payments?.settings })
  jobs.push(endingSoonJob(db, mailer, log, config.publicUrl))
}
