// The templates area's one door: the rest of the server reaches the area only through what this file exports.
export { templatesModule } from './module.ts'
export { createTemplatesRepository } from './repository.ts'
export { storeTemplate } from './service.ts'
export { detectTemplateType } from './template-type.ts'
