// The files area's one door: the rest of the server reaches the area only through what this file exports.
export { filesModule } from './module.ts'
export { detectImageType } from './image-type.ts'
export type { ImageType } from './image-type.ts'
export { checkMediaImage } from './media-type.ts'
export { createFilesRepository } from './repository.ts'
export type { FilesRepository } from './repository.ts'
