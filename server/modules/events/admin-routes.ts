import type { FastifyPluginAsync } from 'fastify'
import { AdminEventListQuery, AdminEventParams, EventInput, EventPatch } from '../../../contract/admin-events.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { AdminEventsService } from './admin-service.ts'

/** Events Management: the admin role only, checked before anything is read or written. */
export const adminEventsRoutes: FastifyPluginAsync<{ service: AdminEventsService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/events', { schema: { querystring: AdminEventListQuery } }, async (request) => ({
    data: await service.page(request.query.search || undefined, request.query.page),
  }))

  app.post('/admin/events', { schema: { body: EventInput } }, async (request, reply) =>
    reply.status(201).send({ data: await service.create(request.body), message: 'Event created.' }),
  )

  app.get('/admin/events/:id', { schema: { params: AdminEventParams } }, async (request) => ({ data: await service.item(request.params.id) }))

  app.patch('/admin/events/:id', { schema: { params: AdminEventParams, body: EventPatch } }, async (request) => ({
    data: await service.update(request.params.id, request.body),
    message: 'Event updated.',
  }))

  app.delete('/admin/events/:id', { schema: { params: AdminEventParams } }, async (request) => {
    await service.remove(request.params.id)
    return { data: null, message: 'Event deleted.' }
  })
}
