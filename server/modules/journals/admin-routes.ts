import { createReadStream } from 'node:fs'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { JOURNAL_IMPORT_MAX_BYTES } from '../../../contract/journals.ts'
import { HttpError } from '../../http/errors.ts'
import type { Database } from '../../db/schema.ts'
import type { AdminSection } from '../admin/scope.ts'
import { recordAudit, staffActor } from '../audit/record.ts'
import { ImportFileError, importDoajCsv } from './import/import-doaj.ts'
import { spoolUpload } from './import/spool-upload.ts'
import type { JournalsRepository } from './repository.ts'

const PROGRESS_LOG_ROWS = 5000

/** Who may import DOAJ's CSV into the catalogue. */
export const importConfig = { permission: 'catalogue.edit' } as const

/** The one upload the journals take is DOAJ's CSV; only a plugin that serves the import parses multipart bodies. */
export const registerImportUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: JOURNAL_IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } })

/** Imports an uploaded DOAJ CSV and says what it added, updated and skipped; the import is audited. */
export const importJournals = (repo: JournalsRepository, db: Kysely<Database>) => async (request: FastifyRequest) => {
  const upload = await spoolUpload(request)
  let logged = 0
  try {
    const summary = await importDoajCsv(createReadStream(upload.file), {
      save: repo.save,
      onProgress(progress) {
        if (progress.rows - logged < PROGRESS_LOG_ROWS) return
        logged = progress.rows
        request.log.info(progress, 'journal import progress')
      },
    })
    request.log.info({ ...summary, badRows: undefined }, 'journal import finished')
    const { rows, created, updated, skipped } = summary
    await recordAudit(db, staffActor(request), { area: 'journals', action: 'import', after: { rows, created, updated, skipped } })
    const message = `Imported ${summary.rows - summary.skipped} of ${summary.rows} rows: ${summary.created} journals added, ${summary.updated} updated, ${summary.skipped} rows skipped.`
    return { data: summary, message }
  } catch (err) {
    if (err instanceof ImportFileError) throw new HttpError(400, 'not_doaj_csv', err.message)
    throw err
  } finally {
    await upload.remove()
  }
}

/** The catalogue's import of DOAJ's CSV. */
export const adminJournalsRoutes =
  (repo: JournalsRepository): AdminSection =>
  async (app, { db }) => {
    await registerImportUploads(app)
    app.post('/journals/import', { config: importConfig }, importJournals(repo, db))
  }
