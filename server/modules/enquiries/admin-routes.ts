import type { FastifyRequest } from 'fastify'
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
  type AdminEnquiry,
  type AdminQuery,
  type AdminWritingService,
} from '../../../contract/admin-enquiries.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { recordAudit, staffActor, type AuditEntry } from '../../core/audit.ts'
import type { AdminEnquiriesService } from './admin-service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/** Enquiries Management and Queries Management, and the writing services the enquiry form offers; each change is audited. */
export const adminEnquiriesRoutes =
  (service: AdminEnquiriesService): AdminSection =>
  async (app, { db }) => {
    const config = { permission: sectionPermission('enquiries') }
    const audit = (request: FastifyRequest, entry: Omit<AuditEntry, 'area'>) => recordAudit(db, staffActor(request), { area: 'enquiries', ...entry })
    const enquiryRecord = (enquiry: AdminEnquiry) => ({ type: 'enquiry', id: enquiry.id, summary: `${enquiry.reference} ${enquiry.name}` })
    const queryRecord = (query: AdminQuery) => ({ type: 'query', id: query.id, summary: `${query.name} <${query.email}>` })
    const serviceRecord = (service: AdminWritingService) => ({ type: 'writing-service', id: service.id, summary: service.title })

    app.get('/enquiries', { config, schema: { querystring: AdminEnquiryListQuery } }, async (request) => {
      const { page, search, status, thesis } = request.query
      return { data: await service.enquiryPage({ search: search || undefined, status, thesis }, page) }
    })

    app.get('/enquiries/:id', { config, schema: { params: AdminEnquiryParams } }, async (request) => ({ data: await service.enquiry(request.params.id) }))

    app.patch('/enquiries/:id', { config, schema: { params: AdminEnquiryParams, body: EnquiryStatusBody } }, async (request) => {
      const before = await service.enquiry(request.params.id)
      const after = await service.setStatus(request.params.id, request.body.status)
      await audit(request, { action: 'status', record: enquiryRecord(after), before: { status: before.status }, after: { status: after.status } })
      return { data: after, message: 'Status changed.' }
    })

    app.post('/enquiries/:id/notes', { config, schema: { params: AdminEnquiryParams, body: NoteBody } }, async (request, reply) => {
      const enquiry = await service.addNote(signedIn(request).user, request.params.id, request.body.text)
      await audit(request, { action: 'note', record: enquiryRecord(enquiry), after: { text: request.body.text } })
      return reply.status(201).send({ data: enquiry, message: 'Note added.' })
    })

    app.get('/writing-services', { config }, async () => ({ data: await service.services() }))

    app.post('/writing-services', { config, schema: { body: ServiceBody } }, async (request, reply) => {
      const created = await service.createService(request.body.title)
      await audit(request, { action: 'service.create', record: serviceRecord(created), after: created })
      return reply.status(201).send({ data: created, message: 'Service added.' })
    })

    app.put('/writing-services/order', { config, schema: { body: ServiceOrderBody } }, async (request) => {
      const before = (await service.services()).map(({ id }) => id)
      const after = await service.reorderServices(request.body.ids)
      await audit(request, { action: 'service.order', before, after: after.map(({ id }) => id) })
      return { data: after, message: 'Order saved.' }
    })

    app.patch('/writing-services/:id', { config, schema: { params: AdminServiceParams, body: ServicePatch } }, async (request) => {
      const before = (await service.services()).find(({ id }) => id === request.params.id)
      const after = await service.updateService(request.params.id, request.body)
      await audit(request, { action: 'service.update', record: serviceRecord(after), before, after })
      return { data: after, message: 'Service saved.' }
    })

    app.get('/queries', { config, schema: { querystring: AdminQueryListQuery } }, async (request) => {
      const { page, search, status } = request.query
      return { data: await service.queryPage({ search: search || undefined, status }, page) }
    })

    app.get('/queries/:id', { config, schema: { params: AdminQueryParams } }, async (request) => ({ data: await service.query(request.params.id) }))

    app.post('/queries/:id/replies', { config, schema: { params: AdminQueryParams, body: ReplyBody } }, async (request, reply) => {
      const query = await service.reply(signedIn(request).user, request.params.id, request.body.text)
      await audit(request, { action: 'reply', record: queryRecord(query), after: { text: request.body.text } })
      return reply.status(201).send({ data: query, message: 'Reply sent.' })
    })

    app.patch('/queries/:id', { config, schema: { params: AdminQueryParams, body: AnsweredBody } }, async (request) => {
      const before = await service.query(request.params.id)
      const after = await service.setAnswered(request.params.id, request.body.answered)
      await audit(request, { action: 'answered', record: queryRecord(after), before: { answeredAt: before.answeredAt }, after: { answeredAt: after.answeredAt } })
      return { data: after, message: request.body.answered ? 'Marked answered.' : 'Marked open.' }
    })
  }
