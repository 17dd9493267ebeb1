import type { Generated } from 'kysely'
import type { CreatedAt } from './columns.ts'

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: string
  /** The signed-in device that allowed notifications; its sign-out removes the subscription. */
  session_id: string
  endpoint: string
  p256dh: string
  auth: string
  created_at: CreatedAt
}

export interface PushOutboxTable {
  id: Generated<number>
  user_id: string
  /** Null until the drain fans the message out to the member's subscriptions. */
  subscription_id: number | null
  title: string
  body: string
  url: string
  tag: string
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  created_at: CreatedAt
}

/** The push area's tables. */
export interface PushTables {
  push_subscriptions: PushSubscriptionsTable
  push_outbox: PushOutboxTable
}
