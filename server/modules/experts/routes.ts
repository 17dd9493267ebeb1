import type { FastifyPluginAsync } from 'fastify'
import { ExpertListQuery, ExpertParams } from '../../../contract/experts.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { ExpertsRepository } from './repository.ts'
import type { ExpertsService } from './service.ts'

// A listed expert's photo may be cached a little while: one taken out of the directory goes from caches soon.
const PHOTO_CACHE = 'public, max-age=300'

export interface ExpertsRoutesOptions {
  service: ExpertsService
  repo: ExpertsRepository
  privateStorage: FileStorage
}

/** The directory: public, as visitors may browse experts; connecting is the chat's, and needs a plan. */
export const expertsRoutes: FastifyPluginAsync<ExpertsRoutesOptions> = async (base, { service, repo, privateStorage }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/subject-experts', { schema: { querystring: ExpertListQuery } }, async (request) => ({ data: await service.list(request.query) }))

  app.get('/subject-experts/subjects', async () => ({ data: await repo.subjects() }))

  // Profile photos are private files; a listed expert's is shown to everyone, as the directory is public.
  app.get('/subject-experts/:id/photo', { schema: { params: ExpertParams } }, async (request, reply) => {
    const photo = await service.photo(request.params.id)
    if (!(await privateStorage.exists(photo.name))) throw notFound('Photo not found')
    // Only image types are ever stored; nosniff and a sandbox keep a browser from reading one as anything else.
    reply.header('content-type', photo.mimeType)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('content-security-policy', "default-src 'none'; sandbox")
    reply.header('cache-control', PHOTO_CACHE)
    return reply.sendFile(photo.name, privateStorage.root, { cacheControl: false })
  })
}
