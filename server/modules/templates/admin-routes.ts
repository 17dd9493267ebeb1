import type { FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { AdminTemplateParams, TemplatePatch } from '../../../contract/admin-templates.ts'
import { TEMPLATE_MAX_BYTES } from '../../../contract/templates.ts'
import { readUpload } from '../../http/upload.ts'
import { signedIn } from '../../core/auth/request-auth.ts'
import type { AdminTemplateFile } from '../../../contract/admin-templates.ts'
import type { AdminSection } from '../../core/admin/scope.ts'
import { recordAudit, staffActor } from '../../core/audit.ts'
import type { AdminTemplatesService } from './admin-service.ts'
import { sectionPermission } from '../../../contract/admin-sections.ts'

/** Templates Management: a template is uploaded as its file and two text fields, and its file may be replaced. */
export const adminTemplatesRoutes =
  (service: AdminTemplatesService): AdminSection =>
  async (app, { db }) => {
    const config = { permission: sectionPermission('templates') }
    const audit = (request: FastifyRequest, action: string, before: AdminTemplateFile | undefined, after: AdminTemplateFile | undefined) => {
      const file = (after ?? before)!
      return recordAudit(db, staffActor(request), { area: 'templates', action, record: { type: 'template', id: file.id, summary: file.name }, before, after })
    }
    const upload = { noun: 'template', maxBytes: TEMPLATE_MAX_BYTES }
    // One file and the two text fields; anything more is not an upload this section takes.
    await app.register(multipart, { limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } })

    app.get('/templates', { config }, async () => ({ data: await service.list() }))

    app.post('/templates', { config }, async (request, reply) => {
      const created = await service.upload(await readUpload(request, upload), signedIn(request).user.id)
      await audit(request, 'create', undefined, created)
      return reply.status(201).send({ data: created, message: 'Template uploaded.' })
    })

    app.post('/templates/:id/file', { config, schema: { params: AdminTemplateParams } }, async (request) => {
      const before = await service.item(request.params.id)
      const after = await service.replace(request.params.id, await readUpload(request, upload), signedIn(request).user.id)
      await audit(request, 'replace', before, after)
      return { data: after, message: 'Template replaced.' }
    })

    app.patch('/templates/:id', { config, schema: { params: AdminTemplateParams, body: TemplatePatch } }, async (request) => {
      const before = await service.item(request.params.id)
      const after = await service.update(request.params.id, request.body, signedIn(request).user.id)
      await audit(request, 'update', before, after)
      return { data: after, message: 'Template updated.' }
    })

    app.delete('/templates/:id', { config, schema: { params: AdminTemplateParams } }, async (request) => {
      const before = await service.item(request.params.id)
      await service.remove(request.params.id)
      await audit(request, 'delete', before, undefined)
      return { data: null, message: 'Template deleted.' }
    })
  }
