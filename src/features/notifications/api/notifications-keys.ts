import { userKey } from '../../../lib/user-key.ts'

// A user's own notifications: user keys, dropped when the token changes.
export const notificationKeys = {
  unreadCount: userKey('notifications', 'unread-count'),
  list: userKey('notifications', 'list'),
}
