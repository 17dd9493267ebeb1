import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt } from './columns.ts'

export interface ConversationsTable {
  id: Generated<string>
  member_id: string
  expert_id: string
  created_at: CreatedAt
  last_activity_at: Generated<Date>
  /** The expert's first message in it; set by a database trigger only. */
  expert_answered_at: ColumnType<Date | null, never, never>
}

export interface MessagesTable {
  id: Generated<number>
  conversation_id: string
  sender_id: string | null
  as_staff: Generated<boolean>
  staff_name: string | null
  content: string
  client_id: string
  created_at: CreatedAt
}

export interface ConversationReadsTable {
  conversation_id: string
  user_id: string
  last_read_message_id: Generated<number>
  mailed_through_message_id: Generated<number>
  mailed_at: Date | null
}

export interface ChatTables {
  conversations: ConversationsTable
  messages: MessagesTable
  conversation_reads: ConversationReadsTable
}
