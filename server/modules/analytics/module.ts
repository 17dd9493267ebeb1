import type { AreaModule } from '../../context.ts'
import { analyticsRollupJob } from './rollup-job.ts'
import { createRollupRepository } from './rollup-repository.ts'
import { viewRoutes } from './view-routes.ts'

/**
 * Analytics & Reporting. Views arrive here; searches are reported by the directories through `context.analytics`;
 * both are kept by the collector the app builds (collector.ts) and rolled up daily by the job.
 */
export const analyticsModule: AreaModule = async (app, { analytics, config, db, jobs }) => {
  await app.register(viewRoutes, { analytics })
  jobs.push(analyticsRollupJob(createRollupRepository(db), config.analytics))
}
