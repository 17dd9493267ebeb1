// The notifications area's one door: the rest of the server reaches the area only through what this file exports.
export { notificationsModule } from './module.ts'
export { createNotificationsRepository } from './repository.ts'
export type { NotificationsRepository, NewNotification } from './repository.ts'
