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
import { signedIn } from '../../plugins/auth.ts'
import type { AdminSection } from '../admin/scope.ts'
import type { AdminEnquiriesService } from './admin-service.ts'

/** Enquiries Management and Queries Management, and the writing services the enquiry form offers. */
export const adminEnquiriesRoutes =
  (service: AdminEnquiriesService): AdminSection =>
  async (app) => {
    const config = { permission: 'enquiries.handle' } as const

    app.get('/enquiries', { config, schema: { querystring: AdminEnquiryListQuery } }, async (request) => {
      const { page, search, status } = request.query
      return { data: await service.enquiryPage({ search: search || undefined, status }, page) }
    })

    app.get('/enquiries/:id', { config, schema: { params: AdminEnquiryParams } }, async (request) => ({ data: await service.enquiry(request.params.id) }))

    app.patch('/enquiries/:id', { config, schema: { params: AdminEnquiryParams, body: EnquiryStatusBody } }, async (request) => ({
      data: await service.setStatus(request.params.id, request.body.status),
      message: 'Status changed.',
    }))

    app.post('/enquiries/:id/notes', { config, schema: { params: AdminEnquiryParams, body: NoteBody } }, async (request, reply) =>
      reply.status(201).send({ data: await service.addNote(signedIn(request).user, request.params.id, request.body.text), message: 'Note added.' }),
    )

    app.get('/writing-services', { config }, async () => ({ data: await service.services() }))

    app.post('/writing-services', { config, schema: { body: ServiceBody } }, async (request, reply) =>
      reply.status(201).send({ data: await service.createService(request.body.title), message: 'Service added.' }),
    )

    app.put('/writing-services/order', { config, schema: { body: ServiceOrderBody } }, async (request) => ({
      data: await service.reorderServices(request.body.ids),
      message: 'Order saved.',
    }))

    app.patch('/writing-services/:id', { config, schema: { params: AdminServiceParams, body: ServicePatch } }, async (request) => ({
      data: await service.updateService(request.params.id, request.body),
      message: 'Service saved.',
    }))

    app.get('/queries', { config, schema: { querystring: AdminQueryListQuery } }, async (request) => {
      const { page, search, status } = request.query
      return { data: await service.queryPage({ search: search || undefined, status }, page) }
    })

    app.get('/queries/:id', { config, schema: { params: AdminQueryParams } }, async (request) => ({ data: await service.query(request.params.id) }))

    app.post('/queries/:id/replies', { config, schema: { params: AdminQueryParams, body: ReplyBody } }, async (request, reply) =>
      reply.status(201).send({ data: await service.reply(signedIn(request).user, request.params.id, request.body.text), message: 'Reply sent.' }),
    )

    app.patch('/queries/:id', { config, schema: { params: AdminQueryParams, body: AnsweredBody } }, async (request) => ({
      data: await service.setAnswered(request.params.id, request.body.answered),
      message: request.body.answered ? 'Marked answered.' : 'Marked open.',
    }))
  }
