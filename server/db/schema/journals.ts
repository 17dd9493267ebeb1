import type { ColumnType, Generated } from 'kysely'
import type { JournalSources } from '../../../contract/admin-journals.ts'
import type { CreatedAt, Json, UpdatedAt } from './columns.ts'
import type { LookupTable } from './reference.ts'

export interface JournalsTable {
  id: Generated<number>
  slug: string
  title: string
  link: string | null
  impact_factor: number | null
  publisher_id: number | null
  issn_print: string | null
  issn_electronic: string | null
  country: string | null
  languages: Generated<string[]>
  open_access: Generated<boolean>
  has_apc: Generated<boolean>
  /** Minor units of `apc_currency`. */
  apc_amount_minor: number | null
  apc_currency: string | null
  licence: string | null
  review_process: string | null
  weeks_to_publication: number | null
  scope: Generated<string>
  keywords: Generated<string[]>
  /** Who set each field's value and when; see migration 023. */
  sources: ColumnType<JournalSources, string | undefined, string>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface JournalSubjectsTable {
  journal_id: number
  subject_id: number
}

export interface JournalIndexingsTable {
  journal_id: number
  index_id: number
}

export interface JournalCatalogueTable {
  id: Generated<number>
  version: Generated<number>
  changed_at: UpdatedAt
}

export type JournalImportStatus = 'queued' | 'running' | 'done' | 'failed'

export interface JournalImportsTable {
  id: Generated<number>
  dry_run: boolean
  status: Generated<JournalImportStatus>
  file_name: string
  file_bytes: number
  created_by: string | null
  created_by_name: string
  created_by_role: string
  created_from: string | null
  created_at: CreatedAt
  started_at: Date | null
  heartbeat_at: Date | null
  finished_at: Date | null
  bytes_read: Generated<number>
  rows_read: Generated<number>
  added: Generated<number>
  updated: Generated<number>
  skipped: Generated<number>
  bad_rows: ColumnType<{ line: number; message: string }[], string | undefined, string>
  changes: Json<unknown> | null
  error: string | null
}

export interface JournalImportChunksTable {
  import_id: number
  seq: number
  data: Uint8Array
}

/** The journals area's tables. */
export interface JournalsTables {
  publishers: LookupTable
  journal_indexes: LookupTable
  journals: JournalsTable
  journal_subjects: JournalSubjectsTable
  journal_indexings: JournalIndexingsTable
  journal_catalogue: JournalCatalogueTable
  journal_imports: JournalImportsTable
  journal_import_chunks: JournalImportChunksTable
}
