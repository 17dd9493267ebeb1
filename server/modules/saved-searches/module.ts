import type { AreaModule } from '../../core/context.ts'
import { createAlerts } from './alerts.ts'
import { createSavedSearchesRepository } from './repository.ts'
import { savedSearchesRoutes } from './routes.ts'
import { createSavedSearchesService } from './service.ts'
import { unsubscribeRoutes } from './unsubscribe-routes.ts'

export const savedSearchesModule: AreaModule = async (app, { db, auth, mailer, push, log, config, jobs }) => {
  const alerts = createAlerts({ db, mailer, push, log, publicUrl: config.publicUrl, everyMs: config.alertsEveryMs })
  jobs.push(alerts.job)
  await app.register(unsubscribeRoutes, { alerts })
  await app.register(savedSearchesRoutes, { service: createSavedSearchesService(createSavedSearchesRepository(db)), auth })
}
