import type { AreaModule } from '../../core/context.ts'
import { createDashboardRepository } from './repository.ts'
import { dashboardRoutes } from './routes.ts'
import { createDashboardService } from './service.ts'

/** The admin Dashboard: figures counted from every area's records. The areas tell staff sockets when those change. */
export const dashboardModule: AreaModule = async (_app, { db, admin }) => {
  admin.push(dashboardRoutes(createDashboardService({ repo: createDashboardRepository(db) })))
}
