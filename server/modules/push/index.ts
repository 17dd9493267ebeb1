// The push area's one door: the rest of the server reaches the area only through what this file exports.
export { pushModule } from './module.ts'
export { createPush } from './service.ts'
export { pushKeysSource, siteVapid } from './site-keys.ts'
