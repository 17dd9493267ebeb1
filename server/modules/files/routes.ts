import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { FilesRepository } from './repository.ts'

const FileParams = v.object({
  '*': v.pipe(v.string(), v.nonEmpty('File path is required'), v.maxLength(500, 'File path is too long')),
})

export const filesRoutes: FastifyPluginAsync<{ repo: FilesRepository; storage: FileStorage }> = async (base, { repo, storage }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  // `/api/serve-file/{encoded path}`: only files the database knows, only inside the storage root.
  app.get('/serve-file/*', { schema: { params: FileParams } }, async (request, reply) => {
    const stored = request.params['*']
    const full = storage.locate(stored)
    const file = full ? await repo.byPath(stored) : undefined
    if (!file || !(await storage.exists(stored))) throw notFound('File not found')
    // A stored SVG or HTML opened directly must not run script in the site's origin.
    reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    reply.header('content-type', file.mimeType)
    // Stored paths are never reused for other content, so a file can be cached for a year.
    return reply.sendFile(stored, storage.root, { immutable: true, maxAge: '365d', cacheControl: true, acceptRanges: true })
  })
}
