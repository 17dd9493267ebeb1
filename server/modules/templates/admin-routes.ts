import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { AdminTemplateParams, TemplatePatch } from '../../../contract/admin-templates.ts'
import { TEMPLATE_MAX_BYTES } from '../../../contract/templates.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../plugins/auth.ts'
import type { AdminTemplatesService } from './admin-service.ts'
import { readUpload } from './upload.ts'

/** Templates Management: the admin role only, checked before anything is read or written. */
export const adminTemplatesRoutes: FastifyPluginAsync<{ service: AdminTemplatesService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireRole('admin'))
  // One file and the two text fields; anything more is not an upload this section takes.
  await app.register(multipart, { limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 } })

  app.get('/admin/templates', async () => ({ data: await service.list() }))

  app.post('/admin/templates', async (request, reply) => {
    const staff = signedIn(request).user.id
    return reply.status(201).send({ data: await service.upload(await readUpload(request), staff), message: 'Template uploaded.' })
  })

  app.post('/admin/templates/:id/file', { schema: { params: AdminTemplateParams } }, async (request) => {
    const staff = signedIn(request).user.id
    return { data: await service.replace(request.params.id, await readUpload(request), staff), message: 'Template replaced.' }
  })

  app.patch('/admin/templates/:id', { schema: { params: AdminTemplateParams, body: TemplatePatch } }, async (request) => ({
    data: await service.update(request.params.id, request.body, signedIn(request).user.id),
    message: 'Template updated.',
  }))

  app.delete('/admin/templates/:id', { schema: { params: AdminTemplateParams } }, async (request) => {
    await service.remove(request.params.id)
    return { data: null, message: 'Template deleted.' }
  })
}
