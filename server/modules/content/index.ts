// The content area's one door: the rest of the server reaches the area only through what this file exports.
export { contentModule } from './module.ts'
export { createContentRepository } from './repository.ts'
