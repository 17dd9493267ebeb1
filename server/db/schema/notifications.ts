import type { Generated } from 'kysely'
import type { UpdatedAt } from './columns.ts'

export interface NotificationsTable {
  id: Generated<string>
  user_id: string
  title: string
  text: string
  link: string | null
  /** A gathered notice takes the time of its latest news, so it rises to the top. */
  created_at: UpdatedAt
  read_at: Date | null
  /** Notices of one kind about one thing that gather while unread ('post-likes:<id>'). */
  group_key: string | null
  group_count: Generated<number>
}

/** The notifications area's tables. */
export interface NotificationsTables {
  notifications: NotificationsTable
}
