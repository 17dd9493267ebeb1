// The saved-searches area's one door: the rest of the server reaches the area only through what this file exports.
export { savedSearchesModule } from './module.ts'
