// The dashboard area's one door: the rest of the server reaches the area only through what this file exports.
export { dashboardModule } from './module.ts'
