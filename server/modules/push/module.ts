import type { AreaModule } from '../../core/context.ts'
import { pushRoutes } from './routes.ts'
import { createPushSubscriptions } from './subscriptions.ts'

export const pushModule: AreaModule = async (app, { auth, limiter, jobs }) => {
  const { push } = app
  await app.register(pushRoutes, { push, subscriptions: createPushSubscriptions({ push, limiter }), auth })
  if (push.enabled) jobs.push(push.job)
}
