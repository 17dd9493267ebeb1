import type { Generated } from 'kysely'

export interface BackupRunsTable {
  id: Generated<number>
  started_at: Date
  finished_at: Date
  ok: boolean
  file: string | null
  size_bytes: number | null
  error: string | null
}

/** Each backup's outcome (server/backup/). */
export interface BackupTables {
  backup_runs: BackupRunsTable
}
