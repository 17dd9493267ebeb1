import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { AdminJournalListQuery, AdminJournalParams, JournalImportListQuery, JournalImportParams, JournalImportQuery, JournalInput, JournalPatch } from '../../../contract/admin-journals.ts'
import { JOURNAL_IMPORT_MAX_BYTES } from '../../../contract/journals.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { Limit, Limiter } from '../../core/limits/limiter.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { sectionRoutes } from '../../core/admin/section-routes.ts'
import { staffActor } from '../../core/audit.ts'
import type { AdminJournalsService } from './admin-service.ts'
import { checkDoajHeader, ImportFileError } from './import/import-doaj.ts'
import type { ImportJobs } from './import/import-jobs.ts'
import { importPage, readImport } from './import/import-records.ts'
import { spoolUpload } from './import/spool-upload.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/** Who may edit the catalogue and import DOAJ's CSV into it. */
export const importConfig = { permission: sectionPermission('journals') }

/** Uploads per staff member: DOAJ publishes its list daily; a dry run and an apply, with retries, fit many times over. */
export const importUploads: Limit = { name: 'journal-import', max: 20, windowMs: 60 * 60_000, message: 'Too many imports in the last hour. Please try again later.' }

/** The one upload the journals take is DOAJ's CSV; only a plugin that serves the import parses multipart bodies. */
export const registerImportUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: JOURNAL_IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } })

export interface ImportDeps {
  db: Kysely<Database>
  jobs: ImportJobs
  limiter: Limiter
}

/** Counts the upload against its staff member before the body is read. */
export const countUpload = (limiter: Limiter) => async (request: FastifyRequest) => {
  await limiter.take(importUploads, request.auth!.user.id)
}

/**
 * Queues an uploaded DOAJ CSV for import (or, with `?dryRun=true`, for a dry run) and answers 202 with the import,
 * whose progress `GET /api/admin/journals/imports/{id}` reports. A file that is not DOAJ's CSV is refused here, with
 * nothing stored.
 */
export const queueImport = ({ db, jobs }: ImportDeps) => async (request: FastifyRequest, reply: FastifyReply) => {
  const { dryRun } = (request.query ?? {}) as { dryRun: boolean }
  const upload = await spoolUpload(request)
  try {
    await checkDoajHeader(createReadStream(upload.file))
    const id = await jobs.enqueue({ file: upload.file, fileName: upload.fileName, fileBytes: (await stat(upload.file)).size, dryRun, actor: staffActor(request) })
    void jobs.kick()
    const message = dryRun ? 'Dry run started: nothing is saved.' : 'Import started.'
    return reply.status(202).send({ data: await readImport(db, id), message })
  } catch (err) {
    if (err instanceof ImportFileError) throw new HttpError(400, 'not_doaj_csv', err.message)
    throw err
  } finally {
    await upload.remove()
  }
}

/** Journal Management: the catalogue's list, one journal, create, edit and delete; DOAJ imports, their progress and history. */
export const adminJournalsRoutes =
  (service: AdminJournalsService, deps: Omit<ImportDeps, 'db'>): AdminSection =>
  async (app, { db }) => {
    await sectionRoutes({
      section: 'journals',
      schemas: { list: AdminJournalListQuery, params: AdminJournalParams, input: JournalInput, patch: JournalPatch },
      service,
      messages: { created: 'Journal created.', updated: 'Journal updated.', deleted: 'Journal deleted.' },
      summary: (journal) => journal.title,
    })(app, { db })

    await registerImportUploads(app)
    app.post('/journals/import', { config: importConfig, schema: { querystring: JournalImportQuery }, onRequest: countUpload(deps.limiter) }, queueImport({ ...deps, db }))
    app.get('/journals/imports', { config: importConfig, schema: { querystring: JournalImportListQuery } }, async (request) => ({ data: await importPage(db, request.query.page) }))
    app.get('/journals/imports/:id', { config: importConfig, schema: { params: JournalImportParams } }, async (request) => ({ data: await readImport(db, request.params.id) }))
  }
