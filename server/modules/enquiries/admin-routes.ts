import type { FastifyPluginAsync } from 'fastify'
import {
  AdminEnquiryListQuery,
  AdminEnquiryParams,
  AdminQueryListQuery,
  AdminQueryParams,
  AdminServiceParams,
  AnsweredBody,
  EnquiryStatusBody,
  NoteBody,
  ReplyBody,
  ServiceBody,
  ServiceOrderBody,
  ServicePatch,
} from '../../../contract/admin-enquiries.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../plugins/auth.ts'
import type { AdminEnquiriesService } from './admin-service.ts'

/** Enquiries Management and Queries Management: the admin role only, checked before anything is read or written. */
export const adminEnquiriesRoutes: FastifyPluginAsync<{ service: AdminEnquiriesService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))

  app.get('/admin/enquiries', { schema: { querystring: AdminEnquiryListQuery } }, async (request) => {
    const { page, search, status } = request.query
    return { data: await service.enquiryPage({ search: search || undefined, status }, page) }
  })

  app.get('/admin/enquiries/:id', { schema: { params: AdminEnquiryParams } }, async (request) => ({ data: await service.enquiry(request.params.id) }))

  app.patch('/admin/enquiries/:id', { schema: { params: AdminEnquiryParams, body: EnquiryStatusBody } }, async (request) => ({
    data: await service.setStatus(request.params.id, request.body.status),
    message: 'Status changed.',
  }))

  app.post('/admin/enquiries/:id/notes', { schema: { params: AdminEnquiryParams, body: NoteBody } }, async (request, reply) =>
    reply.status(201).send({ data: await service.addNote(signedIn(request).user, request.params.id, request.body.text), message: 'Note added.' }),
  )

  app.get('/admin/writing-services', async () => ({ data: await service.services() }))

  app.post('/admin/writing-services', { schema: { body: ServiceBody } }, async (request, reply) =>
    reply.status(201).send({ data: await service.createService(request.body.title), message: 'Service added.' }),
  )

  app.put('/admin/writing-services/order', { schema: { body: ServiceOrderBody } }, async (request) => ({
    data: await service.reorderServices(request.body.ids),
    message: 'Order saved.',
  }))

  app.patch('/admin/writing-services/:id', { schema: { params: AdminServiceParams, body: ServicePatch } }, async (request) => ({
    data: await service.updateService(request.params.id, request.body),
    message: 'Service saved.',
  }))

  app.get('/admin/queries', { schema: { querystring: AdminQueryListQuery } }, async (request) => {
    const { page, search, status } = request.query
    return { data: await service.queryPage({ search: search || undefined, status }, page) }
  })

  app.get('/admin/queries/:id', { schema: { params: AdminQueryParams } }, async (request) => ({ data: await service.query(request.params.id) }))

  app.post('/admin/queries/:id/replies', { schema: { params: AdminQueryParams, body: ReplyBody } }, async (request, reply) =>
    reply.status(201).send({ data: await service.reply(signedIn(request).user, request.params.id, request.body.text), message: 'Reply sent.' }),
  )

  app.patch('/admin/queries/:id', { schema: { params: AdminQueryParams, body: AnsweredBody } }, async (request) => ({
    data: await service.setAnswered(request.params.id, request.body.answered),
    message: request.body.answered ? 'Marked answered.' : 'Marked open.',
  }))
}
