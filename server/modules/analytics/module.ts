import type { AreaModule } from '../../core/context.ts'
import { analyticsReportRoutes } from './reports/routes.ts'
import { createAnalyticsReportsService } from './reports/service.ts'
import { analyticsRollupJob } from './rollup-job.ts'
import { createRollupRepository } from './rollup-repository.ts'

/**
 * Analytics & Reporting. Views arrive at the HTTP server's own endpoint (view-endpoint.ts, made by the app); searches
 * are reported by the directories through `context.analytics`; both are kept by the collector the app builds
 * (collector.ts), rolled up daily by the job, and read by staff in the reports.
 */
export const analyticsModule: AreaModule = async (_app, { config, db, jobs, limiter, admin }) => {
  jobs.push(analyticsRollupJob(createRollupRepository(db), config.analytics))
  admin.push(analyticsReportRoutes(createAnalyticsReportsService({ db, limiter })))
}
