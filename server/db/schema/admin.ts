import type { ColumnType, Generated } from 'kysely'
import type { Permission } from '../../../contract/permissions.ts'
import type { CreatedAt, UpdatedAt } from './columns.ts'

/** A jsonb value written once as a JSON string (or null) and read back parsed. */
type Snapshot = ColumnType<unknown, string | null, never>

export interface RolesTable {
  slug: string
  name: string
  permissions: Permission[]
  built_in: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  id: Generated<number>
  at: Generated<Date>
  actor_id: string | null
  actor_name: string
  actor_role: string
  area: string
  action: string
  record_type: string | null
  record_id: string | null
  summary: Generated<string>
  before: Snapshot
  after: Snapshot
  reason: string | null
  address: string | null
}

export interface AdminTables {
  roles: RolesTable
  audit_log: AuditLogTable
}
