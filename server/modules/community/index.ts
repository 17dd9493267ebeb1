// The community area's one door: the rest of the server reaches the area only through what this file exports.
export { communityModule } from './module.ts'
