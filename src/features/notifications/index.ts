// What other areas may use of notifications: the header's bell (its list comes in a chunk of its own).
export { NotificationBell } from './components/NotificationBell.tsx'
