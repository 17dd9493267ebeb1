import type { ColumnType } from 'kysely'

export interface RowCountsTable {
  table_name: string
  /** Kept by database triggers only. */
  rows: ColumnType<string, never, never>
}

/** What the admin Dashboard reads besides the areas' own tables. */
export interface DashboardTables {
  row_counts: RowCountsTable
}
