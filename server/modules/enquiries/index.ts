// The enquiries area's one door: the rest of the server reaches the area only through what this file exports.
export { enquiriesModule } from './module.ts'
export { createAdminEnquiriesRepository } from './admin-repository.ts'
export { createEnquiriesRepository } from './repository.ts'
