import type { AreaModule } from '../../context.ts'
import { pushRoutes } from './routes.ts'

export const pushModule: AreaModule = async (app, { push, auth, limiter, jobs }) => {
  await app.register(pushRoutes, { push, auth, limiter })
  if (push.enabled) jobs.push(push.job)
}
