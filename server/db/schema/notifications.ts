import type { Generated } from 'kysely'
import type { CreatedAt } from './columns.ts'

export interface NotificationsTable {
  id: Generated<string>
  user_id: string
  title: string
  text: string
  link: string | null
  created_at: CreatedAt
  read_at: Date | null
}

/** The notifications area's tables. */
export interface NotificationsTables {
  notifications: NotificationsTable
}
