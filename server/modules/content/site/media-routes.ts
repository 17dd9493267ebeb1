import multipart from '@fastify/multipart'
import { MEDIA_MAX_BYTES, MediaParams, MediaPatch, MediaQuery } from '../../../../contract/admin-site-content.ts'
import { readUpload } from '../../../http/upload.ts'
import type { Limit, Limiter } from '../../../core/limits/limiter.ts'
import { signedIn } from '../../../core/auth/request-auth.ts'
import type { AdminSection } from '../../../core/admin/scope.ts'
import { staffActor } from '../../../core/audit.ts'
import type { MediaService } from './media-service.ts'
import { sectionPermission } from '../../../../contract/admin-sections.ts'

const config = { permission: sectionPermission('content') }
const upload = { noun: 'image', maxBytes: MEDIA_MAX_BYTES }

/** The media library: `/api/admin/content/media`, its images with where each is used, uploads, descriptions, deletes. */
export const mediaRoutes =
  ({ service, limiter, uploadsPerHour }: { service: MediaService; limiter: Limiter; uploadsPerHour: number }): AdminSection =>
  async (app) => {
    // Counted per staff member, before the body is read: a stolen session cannot fill the disk.
    const uploads: Limit = { name: 'media-upload', max: uploadsPerHour, windowMs: 60 * 60 * 1000, message: 'Too many uploads. Please wait a while and try again.' }
    // One image and its description; anything more is not an upload the library takes.
    await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1, fieldSize: 1024, parts: 2 } })

    app.get('/content/media', { config, schema: { querystring: MediaQuery } }, async (request) => ({ data: await service.page(request.query.page) }))

    app.post('/content/media', { config }, async (request, reply) => {
      await limiter.take(uploads, signedIn(request).user.id)
      const created = await service.upload(staffActor(request), await readUpload(request, upload))
      return reply.status(201).send({ data: created, message: 'Image uploaded.' })
    })

    app.patch('/content/media/:id', { config, schema: { params: MediaParams, body: MediaPatch } }, async (request) => ({
      data: await service.describe(staffActor(request), request.params.id, request.body.alt),
      message: 'Description saved.',
    }))

    app.delete('/content/media/:id', { config, schema: { params: MediaParams } }, async (request) => {
      await service.remove(staffActor(request), request.params.id)
      return { data: null, message: 'Image deleted.' }
    })
  }
