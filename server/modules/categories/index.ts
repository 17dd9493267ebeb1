// The categories area's one door: the rest of the server reaches the area only through what this file exports.
export { categoriesModule } from './module.ts'
export { offeredValues, refusedChoices } from './choices.ts'
