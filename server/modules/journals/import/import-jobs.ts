import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { JOURNAL_IMPORT_LISTED, type JournalImportChanges } from '../../../../contract/admin-journals.ts'
import type { Job } from '../../../jobs/schedule.ts'
import type { Database } from '../../../db/schema.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { recordAudit, type StaffActor } from '../../../core/audit.ts'
import { saveJournals } from '../save-journals.ts'
import { ImportFileError, importDoajCsv } from './import-doaj.ts'

// A DOAJ import is a job: the request stores the file and queues it; one node of the cluster claims it and runs it,
// writing its progress to its row after every batch, so any node answers its progress and a reloaded page finds it.
// The file is kept in the database in pieces until the import ends, so whichever node claims it can read it
// (docs/decisions/0032-journal-management.md).

const CHUNK_BYTES = 1024 * 1024
// Any constant: claims take turns under it, so the cluster runs one import at a time.
const CLAIM_LOCK = 727_311_004
/** A running import whose node has not moved its heartbeat for this long stopped with its node. */
export const IMPORT_STALE_MS = 2 * 60_000

/** The server is stopping: the import goes back to the queue for the next node. */
class Interrupted extends Error {}

export interface QueueImport {
  /** The spooled upload. */
  file: string
  fileName: string
  fileBytes: number
  dryRun: boolean
  actor: StaffActor
}

/** The journals DOAJ-listed in the catalogue whose ISSNs the file does not name: the first few, and how many. */
async function missingFromFile(db: Kysely<Database>, issns: Set<string>) {
  const { rows } = await sql<{ id: number; title: string; issn: string | null; total: number }>`
    SELECT j.id, j.title, coalesce(j.issn_electronic, j.issn_print) AS issn, count(*) OVER () AS total
    FROM journals j
    JOIN journal_indexings ji ON ji.journal_id = j.id
    JOIN journal_indexes i ON i.id = ji.index_id AND i.slug = 'doaj'
    WHERE NOT (coalesce(j.issn_print, '') = ANY(${[...issns]}::text[]) OR coalesce(j.issn_electronic, '') = ANY(${[...issns]}::text[]))
    ORDER BY j.title, j.id
    LIMIT ${JOURNAL_IMPORT_LISTED}`.execute(db)
  return { missing: rows.map(({ id, title, issn }) => ({ id: Number(id), title, issn })), missingCount: Number(rows[0]?.total ?? 0) }
}

export interface ImportJobsOptions {
  db: Kysely<Database>
  log: FastifyBaseLogger
  /** After an apply ends: this node rebuilds its search index at once; the others see the catalogue's new version. */
  onApplied: () => void
}

export function createImportJobs({ db, log, onApplied }: ImportJobsOptions) {
  let stopped = false
  let running: Promise<void> | undefined

  /** The stored file, a piece at a time; `read` counts the bytes handed to the parser so far. */
  async function* fileOf(id: number, read: { bytes: number }) {
    for (let seq = 0; ; seq++) {
      const chunk = await db.selectFrom('journal_import_chunks').select('data').where('import_id', '=', id).where('seq', '=', seq).executeTakeFirst()
      if (!chunk) return
      read.bytes += chunk.data.length
      yield Buffer.from(chunk.data)
    }
  }

  /** Takes the oldest queued import when none is running anywhere. */
  const claim = () =>
    inTransaction(db, async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx)
      const { rows } = await sql<{ id: number; dry_run: boolean }>`
        UPDATE journal_imports SET status = 'running', started_at = now(), heartbeat_at = now()
        WHERE id = (SELECT id FROM journal_imports WHERE status = 'queued' ORDER BY id LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM journal_imports WHERE status = 'running')
        RETURNING id, dry_run`.execute(trx)
      return rows[0] && { id: Number(rows[0].id), dryRun: rows[0].dry_run }
    })

  async function run({ id, dryRun }: { id: number; dryRun: boolean }) {
    const row = await db.selectFrom('journal_imports').select(['created_by', 'created_by_name', 'created_by_role', 'created_from', 'file_name']).where('id', '=', id).executeTakeFirstOrThrow()
    const read = { bytes: 0 }
    try {
      const summary = await importDoajCsv(Readable.from(fileOf(id, read)), {
        save: (inputs) => saveJournals(db, inputs, { source: 'doaj', dryRun }),
        async onProgress(progress) {
          if (stopped) throw new Interrupted()
          await db
            .updateTable('journal_imports')
            .set({ bytes_read: read.bytes, rows_read: progress.rows, added: progress.created, updated: progress.updated, skipped: progress.skipped, bad_rows: JSON.stringify(progress.badRows), heartbeat_at: new Date() })
            .where('id', '=', id)
            .execute()
        },
      })
      const changes: JournalImportChanges = { ...summary.changes, ...(await missingFromFile(db, summary.issns)) }
      const counts = { rows: summary.rows, added: summary.created, updated: summary.updated, skipped: summary.skipped }
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('journal_imports')
          .set({
            status: 'done',
            finished_at: new Date(),
            bytes_read: read.bytes,
            rows_read: summary.rows,
            added: summary.created,
            updated: summary.updated,
            skipped: summary.skipped,
            bad_rows: JSON.stringify(summary.badRows),
            changes: JSON.stringify(changes),
          })
          .where('id', '=', id)
          .execute()
        await trx.deleteFrom('journal_import_chunks').where('import_id', '=', id).execute()
        if (!dryRun) {
          const actor = { id: row.created_by, name: row.created_by_name, role: row.created_by_role, address: row.created_from }
          await recordAudit(trx, actor, { area: 'journals', action: 'import', record: { type: 'journal-imports', id, summary: row.file_name }, after: counts })
        }
      })
      log.info({ import: id, dryRun, ...counts }, 'journal import finished')
      if (!dryRun) onApplied()
    } catch (err) {
      if (err instanceof Interrupted) {
        // Started again from its first row by whichever node claims it next: saving a row twice changes nothing.
        await db.updateTable('journal_imports').set({ status: 'queued', bytes_read: 0, rows_read: 0, added: 0, updated: 0, skipped: 0, bad_rows: '[]' }).where('id', '=', id).execute()
        return
      }
      if (!(err instanceof ImportFileError)) log.error({ err, import: id }, 'journal import failed')
      const error = err instanceof ImportFileError ? err.message : 'The import stopped on an error. Its rows so far are saved; run it again to finish.'
      await inTransaction(db, async (trx) => {
        await trx.updateTable('journal_imports').set({ status: 'failed', finished_at: new Date(), error }).where('id', '=', id).execute()
        await trx.deleteFrom('journal_import_chunks').where('import_id', '=', id).execute()
      })
      if (!dryRun) onApplied()
    }
  }

  /** Runs queued imports on this node, one after another, until none is left or another node runs one. */
  function kick() {
    running ??= (async () => {
      try {
        for (let next = await claim(); next && !stopped; next = await claim()) await run(next)
      } catch (err) {
        log.error({ err }, 'could not run the queued journal imports')
      } finally {
        running = undefined
      }
    })()
    return running
  }

  return {
    /** Stores the upload and queues its import; nothing is stored unless all of it is. The import's id. */
    async enqueue({ file, fileName, fileBytes, dryRun, actor }: QueueImport) {
      return inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('journal_imports')
          .values({
            dry_run: dryRun,
            file_name: fileName,
            file_bytes: fileBytes,
            created_by: actor.id,
            created_by_name: actor.name,
            created_by_role: actor.role,
            created_from: actor.address,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        let seq = 0
        for await (const data of createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
          await trx.insertInto('journal_import_chunks').values({ import_id: id, seq: seq++, data: data as Buffer }).execute()
        }
        await recordAudit(trx, actor, { area: 'journals', action: dryRun ? 'import.dry-run' : 'import.queue', record: { type: 'journal-imports', id, summary: fileName }, after: { fileName, fileBytes } })
        return Number(id)
      })
    },

    kick,

    /**
     * Once a minute on some node: an import whose node stopped (its heartbeat stood still) is given up, and a queued
     * one whose node went away before claiming it is run.
     */
    job: {
      name: 'journal-imports',
      everyMs: 60_000,
      async run() {
        const stale = await db
          .updateTable('journal_imports')
          .set({ status: 'failed', finished_at: new Date(), error: 'The server running the import stopped. Its rows so far are saved; run it again to finish.' })
          .where('status', '=', 'running')
          .where('heartbeat_at', '<', new Date(Date.now() - IMPORT_STALE_MS))
          .returning('id')
          .execute()
        if (stale.length) await db.deleteFrom('journal_import_chunks').where('import_id', 'in', stale.map((s) => s.id)).execute()
        void kick()
        return { stale: stale.length }
      },
    } satisfies Job,

    /** Stops after the current batch; that import goes back to the queue. */
    async stop() {
      stopped = true
      await running
    },
  }
}

export type ImportJobs = ReturnType<typeof createImportJobs>
