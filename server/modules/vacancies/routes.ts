import type { FastifyPluginAsync } from 'fastify'
import { VacancyListQuery, VacancyParams, VacancyStatesParams } from '../../../contract/vacancies.ts'
import { JSON_TYPE, storedList } from '../../http/stored-json.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Access } from '../../core/access.ts'
import type { VacanciesRepository } from './repository.ts'
import type { VacanciesService } from './service.ts'

export interface VacanciesRoutesOptions {
  service: VacanciesService
  repo: VacanciesRepository
  access: Access
}

export const vacanciesRoutes: FastifyPluginAsync<VacanciesRoutesOptions> = async (base, { service, repo, access }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  // As the journal finder: everyone sees the first page with any filters; more pages and search text need the
  // vacancies feature.
  app.get('/vacancies', { schema: { querystring: VacancyListQuery }, onRequest: access.optionalUser('vacancies') }, async (request, reply) => {
    const { page, search } = request.query
    if (page > 1 || search) await access.check(request, 'vacancies')
    const { cards, hasMore } = await service.list(request.query)
    return reply.type(JSON_TYPE).send(storedList('vacancies', cards, hasMore))
  })

  app.get('/vacancies/countries', async () => ({ data: await repo.countries() }))
  app.get('/vacancies/countries/:country/states', { schema: { params: VacancyStatesParams } }, async (request) => ({
    data: await service.states(request.params.country),
  }))
  app.get('/vacancies/subjects', async () => ({ data: await repo.subjects() }))
  app.get('/vacancies/qualifications', async () => ({ data: await repo.qualifications() }))

  // Public with no plan, as search engines read it. The router matches the fixed paths above before this one, and
  // no vacancy's slug is one of them (contract/vacancies.ts).
  app.get('/vacancies/:slug', { schema: { params: VacancyParams } }, async (request) => ({ data: await service.vacancy(request.params.slug) }))
}
