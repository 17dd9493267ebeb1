import { createReadStream } from 'node:fs'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { JOURNAL_IMPORT_MAX_BYTES, JOURNALS_PAGE_SIZE, JournalListQuery, ManuscriptMatchBody, MATCH_RESULTS } from '../../../contract/journals.ts'
import { HttpError } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { Access } from '../plans/access.ts'
import type { JournalCatalogue } from './catalogue.ts'
import { ImportFileError, importDoajCsv } from './import/import-doaj.ts'
import { spoolUpload } from './import/spool-upload.ts'
import type { JournalsRepository } from './repository.ts'
import { journalListJson, manuscriptMatchJson } from './responses.ts'
import { listJournals } from './search/list-search.ts'
import { matchManuscript } from './search/matcher.ts'

export interface JournalsRoutesOptions {
  catalogue: JournalCatalogue
  repo: JournalsRepository
  access: Access
  auth: Auth
}

const PROGRESS_LOG_ROWS = 5000
const JSON_TYPE = 'application/json; charset=utf-8'

export const journalsRoutes: FastifyPluginAsync<JournalsRoutesOptions> = async (base, { catalogue, repo, access, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  // Only this plugin parses multipart bodies here: the one upload it takes is the DOAJ CSV.
  await app.register(multipart, { limits: { fileSize: JOURNAL_IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } })

  // Everyone sees the first page with any filters; paging on and searching need the journal-finder feature.
  app.get('/journals', { schema: { querystring: JournalListQuery }, onRequest: access.optionalUser('journal-finder') }, async (request, reply) => {
    const { page, search, impactFactor, ...filters } = request.query
    if (page > 1 || search) await access.check(request, 'journal-finder')
    const index = await catalogue.index()
    const result = listJournals(index, { ...filters, page, pageSize: JOURNALS_PAGE_SIZE, search, minImpactFactor: impactFactor })
    return reply.type(JSON_TYPE).send(journalListJson(index, result))
  })

  app.get('/journals/publishers', async () => ({ data: (await catalogue.index()).publisherOptions }))
  app.get('/journals/indexes', async () => ({ data: (await catalogue.index()).indexes }))
  app.get('/journals/subjects', async () => ({ data: (await catalogue.index()).subjectOptions }))
  app.get('/journals/max-impact-factor', async () => {
    const top = (await catalogue.index()).maxImpactFactor
    return { data: top ? [top] : [] }
  })

  // The pasted manuscript is read, matched and forgotten: never stored, and bodies are never logged.
  app.post(
    '/journals/match',
    { schema: { body: ManuscriptMatchBody }, onRequest: access.requireFeature('journal-finder', { signIn: true }) },
    async (request, reply) => {
      const { title, abstract, keywords, openAccess, noApc, maxWeeks, minImpactFactor, indexes } = request.body
      const index = await catalogue.index()
      const result = matchManuscript(index, { title, abstract, keywords }, { openAccess, noApc, maxWeeks, minImpactFactor, indexes }, MATCH_RESULTS)
      return reply.type(JSON_TYPE).send(manuscriptMatchJson(index, result))
    },
  )

  app.post('/journals/import', { onRequest: auth.requireRole('admin') }, async (request) => {
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
      const message = `Imported ${summary.rows - summary.skipped} of ${summary.rows} rows: ${summary.created} journals added, ${summary.updated} updated, ${summary.skipped} rows skipped.`
      return { data: summary, message }
    } catch (err) {
      if (err instanceof ImportFileError) throw new HttpError(400, 'not_doaj_csv', err.message)
      throw err
    } finally {
      await upload.remove()
    }
  })
}
