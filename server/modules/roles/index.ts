// The roles area's one door: the rest of the server reaches the area only through what this file exports.
export { rolesModule } from './module.ts'
