import type { AreaModule } from '../../context.ts'
import { viewRoutes } from './view-routes.ts'

/**
 * Analytics & Reporting. Views arrive here; searches are reported by the directories through `context.analytics`;
 * both are kept by the collector the app builds (collector.ts).
 */
export const analyticsModule: AreaModule = async (app, { analytics }) => {
  await app.register(viewRoutes, { analytics })
}
