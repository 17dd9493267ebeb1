// What other areas may use of notifications: the header's bell (its list comes in a chunk of its own) and the unread
// count.
export { NotificationBell } from './components/NotificationBell.tsx'
export { useUnreadNotificationCount } from './api/notifications-queries.ts'
