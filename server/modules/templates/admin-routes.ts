import multipart from '@fastify/multipart'
import { AdminTemplateParams, TemplatePatch } from '../../../contract/admin-templates.ts'
import { TEMPLATE_MAX_BYTES } from '../../../contract/templates.ts'
import { signedIn } from '../../plugins/auth.ts'
import type { AdminSection } from '../admin/scope.ts'
import type { AdminTemplatesService } from './admin-service.ts'
import { readUpload } from './upload.ts'

/** Templates Management: a template is uploaded as its file and two text fields, and its file may be replaced. */
export const adminTemplatesRoutes =
  (service: AdminTemplatesService): AdminSection =>
  async (app) => {
    const config = { permission: 'content.edit' } as const
    // One file and the two text fields; anything more is not an upload this section takes.
    await app.register(multipart, { limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } })

    app.get('/templates', { config }, async () => ({ data: await service.list() }))

    app.post('/templates', { config }, async (request, reply) => {
      const staff = signedIn(request).user.id
      return reply.status(201).send({ data: await service.upload(await readUpload(request), staff), message: 'Template uploaded.' })
    })

    app.post('/templates/:id/file', { config, schema: { params: AdminTemplateParams } }, async (request) => {
      const staff = signedIn(request).user.id
      return { data: await service.replace(request.params.id, await readUpload(request), staff), message: 'Template replaced.' }
    })

    app.patch('/templates/:id', { config, schema: { params: AdminTemplateParams, body: TemplatePatch } }, async (request) => ({
      data: await service.update(request.params.id, request.body, signedIn(request).user.id),
      message: 'Template updated.',
    }))

    app.delete('/templates/:id', { config, schema: { params: AdminTemplateParams } }, async (request) => {
      await service.remove(request.params.id)
      return { data: null, message: 'Template deleted.' }
    })
  }
