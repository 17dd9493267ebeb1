import * as v from 'valibot'
import { envelope, pagedResponse, PageQuery } from './common.ts'

export const NOTIFICATIONS_PAGE_SIZE = 20

export const Notification = v.object({
  id: v.string(),
  title: v.string(),
  text: v.string(),
  /** A path inside the app to open, or null. */
  link: v.nullable(v.string()),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
})
export type Notification = v.InferOutput<typeof Notification>

export const NotificationsQuery = PageQuery
export const NotificationsResponse = pagedResponse('notifications', Notification)
export const NotificationParams = v.object({ id: v.pipe(v.string(), v.uuid('Invalid notification id')) })
export const UnreadCountResponse = envelope(v.object({ unreadCount: v.number() }))
