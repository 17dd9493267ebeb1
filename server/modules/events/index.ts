// The events area's one door: the rest of the server reaches the area only through what this file exports.
export { eventsModule } from './module.ts'
export { createAdminEventsRepository } from './admin-repository.ts'
export type { EventRecord } from './admin-repository.ts'
export { CALENDAR_TYPE, eventsCalendar } from './calendar.ts'
export { createEventsRepository } from './repository.ts'
export type { EventsRepository } from './repository.ts'
export { listedEvent } from './listed.ts'
