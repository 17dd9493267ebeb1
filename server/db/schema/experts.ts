import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, UpdatedAt } from './columns.ts'

export interface ExpertProfilesTable {
  user_id: string
  languages: Generated<string[]>
  orcid: string | null
  verified_at: Date | null
  listed: Generated<boolean>
  /** A made-up person from the demo seed: the card says so and is never verified (migration 040). */
  demo: Generated<boolean>
  /** Kept by the database's triggers from the chat's tables (011_experts_chat.sql). */
  helped_count: ColumnType<number, never, never>
  /** Written by the database's triggers only. */
  search_vector: ColumnType<string, never, never>
  /** The account's name and whether it holds the expert role, copied by triggers (030_expert_directory_order.sql). */
  name: ColumnType<string, never, never>
  has_expert_role: ColumnType<boolean, never, never>
  /** The account's subjects' ids, copied by the same triggers. */
  subject_ids: ColumnType<number[], never, never>
  /** The typical first reply in minutes as last measured (reply-times.ts); null with none measured. */
  reply_minutes: ColumnType<number | null, never, number | null>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ExpertsTables {
  expert_profiles: ExpertProfilesTable
}
