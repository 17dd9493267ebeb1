import type { Kysely, Selectable } from 'kysely'
import type { JournalImport, JournalImportChanges } from '../../../../contract/admin-journals.ts'
import { selectPage } from '../../../db/paging.ts'
import type { Database } from '../../../db/schema.ts'
import type { JournalImportsTable } from '../../../db/schema/journals.ts'
import { notFound } from '../../../http/errors.ts'

const IMPORTS_PAGE_SIZE = 20

const toImport = (row: Selectable<JournalImportsTable>): JournalImport => ({
  id: Number(row.id),
  dryRun: row.dry_run,
  status: row.status,
  fileName: row.file_name,
  fileBytes: Number(row.file_bytes),
  bytesRead: Number(row.bytes_read),
  createdBy: row.created_by_name,
  createdAt: row.created_at.toISOString(),
  startedAt: row.started_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
  rows: row.rows_read,
  added: row.added,
  updated: row.updated,
  skipped: row.skipped,
  badRows: row.bad_rows,
  changes: row.changes as JournalImportChanges | null,
  error: row.error,
})

/** One import as any node reads it from the database: its progress while it runs, its result once it ends. */
export async function readImport(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('journal_imports').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Import not found')
  return toImport(row)
}

/** The import history, newest first; the lists of changes stay with each import's own page. */
export async function importPage(db: Kysely<Database>, page: number) {
  const { items, hasMore } = await selectPage(db.selectFrom('journal_imports').selectAll().orderBy('id', 'desc'), page, IMPORTS_PAGE_SIZE)
  return { imports: items.map((row) => ({ ...toImport(row), changes: null })), hasMore }
}
