import type { AreaModule } from '../../context.ts'
import { analyticsReportRoutes } from './reports/routes.ts'
import { createAnalyticsReportsService } from './reports/service.ts'

/** Analytics & Reporting: the staff's reports. */
export const analyticsModule: AreaModule = async (_app, { db, limiter, admin }) => {
  admin.push(analyticsReportRoutes(createAnalyticsReportsService({ db, limiter })))
}
