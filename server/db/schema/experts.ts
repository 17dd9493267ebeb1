import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, UpdatedAt } from './columns.ts'

export interface ExpertProfilesTable {
  user_id: string
  languages: Generated<string[]>
  orcid: string | null
  verified_at: Date | null
  listed: Generated<boolean>
  /** Kept by the database's triggers from the chat's tables (011_experts_chat.sql). */
  helped_count: ColumnType<number, never, never>
  /** Written by the database's triggers only. */
  search_vector: ColumnType<string, never, never>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ExpertsTables {
  expert_profiles: ExpertProfilesTable
}
