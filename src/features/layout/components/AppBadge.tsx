import { useAppBadge } from '../../../lib/app-badge.ts'
import { useUnreadChatCount } from '../../chat/index.ts'
import { useUnreadNotificationCount } from '../../notifications/index.ts'

/**
 * The installed app's icon counts what waits for the person: unread chat messages and unread notices, the count a
 * push sets while the app is closed.
 */
export function AppBadge() {
  useAppBadge(useUnreadChatCount() + useUnreadNotificationCount())
  return null
}
