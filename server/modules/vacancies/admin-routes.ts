import type { FastifyPluginAsync } from 'fastify'
import { AdminVacancyListQuery, AdminVacancyParams, VacancyInput, VacancyPatch } from '../../../contract/admin-vacancies.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { AdminVacanciesService } from './admin-service.ts'

/** Vacancies Management: the admin role only, checked before anything is read or written. */
export const adminVacanciesRoutes: FastifyPluginAsync<{ service: AdminVacanciesService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/vacancies', { schema: { querystring: AdminVacancyListQuery } }, async (request) => ({
    data: await service.page(request.query.search || undefined, request.query.page),
  }))

  app.post('/admin/vacancies', { schema: { body: VacancyInput } }, async (request, reply) =>
    reply.status(201).send({ data: await service.create(request.body), message: 'Vacancy created.' }),
  )

  // The edit form opened from a link or after a reload reads its vacancy here.
  app.get('/admin/vacancies/:id', { schema: { params: AdminVacancyParams } }, async (request) => ({ data: await service.item(request.params.id) }))

  app.patch('/admin/vacancies/:id', { schema: { params: AdminVacancyParams, body: VacancyPatch } }, async (request) => ({
    data: await service.update(request.params.id, request.body),
    message: 'Vacancy updated.',
  }))

  app.delete('/admin/vacancies/:id', { schema: { params: AdminVacancyParams } }, async (request) => {
    await service.remove(request.params.id)
    return { data: null, message: 'Vacancy deleted.' }
  })
}
