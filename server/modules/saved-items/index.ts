// The saved-items area's one door: the rest of the server reaches the area only through what this file exports.
export { savedItemsModule } from './module.ts'
export { createSavedItemsRepository } from './repository.ts'
