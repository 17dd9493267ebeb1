import type { FastifyPluginAsync } from 'fastify'
import { JOURNALS_PAGE_SIZE, JournalListQuery, ManuscriptMatchBody, MATCH_RESULTS } from '../../../contract/journals.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../core/auth/request-auth.ts'
import type { SearchRecorder } from '../../core/ports.ts'
import type { Access } from '../../core/access.ts'
import { JournalImportQuery } from '../../../contract/admin-journals.ts'
import { countUpload, importConfig, queueImport, registerImportUploads, type ImportDeps } from './admin-routes.ts'
import type { JournalCatalogue } from './catalogue.ts'
import { cardOf } from './search/cards.ts'
import { listJournals } from './search/list-search.ts'
import { matchManuscript } from './search/matcher.ts'

export interface JournalsRoutesOptions extends ImportDeps {
  catalogue: JournalCatalogue
  access: Access
  auth: Auth
  analytics: SearchRecorder
}

export const journalsRoutes: FastifyPluginAsync<JournalsRoutesOptions> = async (base, { catalogue, access, auth, analytics, ...importDeps }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  await registerImportUploads(app)

  // Everyone sees the first page with any filters; paging on and searching need the journal-finder feature.
  app.get('/journals', { schema: { querystring: JournalListQuery }, onRequest: access.optionalUser('journal-finder') }, async (request) => {
    const { page, search, impactFactor, ...filters } = request.query
    if (page > 1 || search) await access.check(request, 'journal-finder')
    const index = await catalogue.index()
    const result = listJournals(index, { ...filters, page, pageSize: JOURNALS_PAGE_SIZE, search, minImpactFactor: impactFactor })
    if (search && page === 1) analytics.searched('journals', search, result.docs.length)
    return { data: { journals: result.docs.map((doc) => cardOf(index, doc)), hasMore: result.hasMore } }
  })

  app.get('/journals/publishers', async () => ({ data: (await catalogue.index()).publisherOptions }))
  app.get('/journals/indexes', async () => ({ data: (await catalogue.index()).indexes }))
  app.get('/journals/subjects', async () => ({ data: (await catalogue.index()).subjectOptions }))
  app.get('/journals/max-impact-factor', async () => {
    const top = (await catalogue.index()).maxImpactFactor
    return { data: top ? [top] : [] }
  })

  // The pasted manuscript is read, matched and forgotten: its title and abstract are never stored, and bodies are never
  // logged. Its keywords alone are counted with the directories' searches, as words with no one behind them.
  app.post(
    '/journals/match',
    { schema: { body: ManuscriptMatchBody }, onRequest: access.requireFeature('journal-finder', { signIn: true }) },
    async (request) => {
      const { title, abstract, keywords, openAccess, noApc, maxWeeks, minImpactFactor, indexes } = request.body
      const index = await catalogue.index()
      const result = matchManuscript(index, { title, abstract, keywords }, { openAccess, noApc, maxWeeks, minImpactFactor, indexes }, MATCH_RESULTS)
      if (keywords.length) analytics.searched('manuscript', keywords.join(', '), result.matches.length)
      const matches = result.matches.map(({ doc, score, sharedTerms, matchedSubjects }) => ({ journal: cardOf(index, doc), score, sharedTerms, matchedSubjects }))
      return { data: { matches, subjects: result.subjects } }
    },
  )

  // The import's address before it moved to /api/admin/journals/import, answered the same way for one release.
  app.post(
    '/journals/import',
    { onRequest: [auth.requirePermission, countUpload(importDeps.limiter)], config: importConfig, schema: { querystring: JournalImportQuery } },
    queueImport(importDeps),
  )
}
