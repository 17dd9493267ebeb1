import type { FastifyPluginAsync } from 'fastify'
import { AdminExpertListQuery, AdminExpertParams, ExpertPatch, NewExpertInput } from '../../../contract/admin-experts.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { AdminExpertsService } from './admin-service.ts'

/** Profile Management: the admin role only, checked before anything is read or written. */
export const adminExpertsRoutes: FastifyPluginAsync<{ service: AdminExpertsService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/experts', { schema: { querystring: AdminExpertListQuery } }, async (request) => ({
    data: await service.page(request.query.search || undefined, request.query.page),
  }))

  app.post('/admin/experts', { schema: { body: NewExpertInput } }, async (request, reply) => {
    const expert = await service.create(request.body.email)
    return reply.status(201).send({ data: expert, message: `${expert.name} is now an expert.` })
  })

  app.get('/admin/experts/:id', { schema: { params: AdminExpertParams } }, async (request) => ({ data: await service.item(request.params.id) }))

  app.patch('/admin/experts/:id', { schema: { params: AdminExpertParams, body: ExpertPatch } }, async (request) => ({
    data: await service.update(request.params.id, request.body),
    message: 'Expert updated.',
  }))

  app.delete('/admin/experts/:id', { schema: { params: AdminExpertParams } }, async (request) => {
    await service.remove(request.params.id)
    return { data: null, message: 'The expert role was removed.' }
  })
}
