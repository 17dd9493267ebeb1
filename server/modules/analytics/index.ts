// The analytics area's one door: the rest of the server reaches the area only through what this file exports.
export { analyticsModule } from './module.ts'
export { createAnalytics } from './collector.ts'
export { viewEndpoint } from './view-endpoint.ts'
