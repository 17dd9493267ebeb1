import type { AreaModule } from '../../core/context.ts'
import { pushRoutes } from './routes.ts'

export const pushModule: AreaModule = async (app, { auth, limiter, jobs }) => {
  const { push } = app
  await app.register(pushRoutes, { push, auth, limiter })
  if (push.enabled) jobs.push(push.job)
}
