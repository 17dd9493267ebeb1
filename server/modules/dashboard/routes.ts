import { signedIn } from '../../core/auth/request-auth.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import type { DashboardService } from './service.ts'

/** `GET /api/admin/dashboard`: any staff member; what each sees depends on their permissions. */
export const dashboardRoutes =
  (service: DashboardService): AdminSection =>
  async (app) => {
    app.get('/dashboard', { config: { permission: 'staff' } }, async (request) => ({ data: await service.figures(signedIn(request).user) }))
  }
