import type { FastifyPluginAsync } from 'fastify'
import { TemplateFileParams, templateFileName } from '../../../contract/templates.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { Access } from '../../core/access.ts'
import type { TemplatesRepository } from './repository.ts'
import type { TemplatesService } from './service.ts'

export interface TemplatesRoutesOptions {
  service: TemplatesService
  repo: TemplatesRepository
  storage: FileStorage
  access: Access
}

export const templatesRoutes: FastifyPluginAsync<TemplatesRoutesOptions> = async (base, { service, repo, storage, access }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  // The tree is for everyone the feature reaches (it is in the free plan, so visitors too).
  app.get('/templates', { onRequest: access.requireFeature('templates') }, async () => ({ data: await service.map() }))

  // The files themselves only for a signed-in member with the feature. The router prefers this fixed prefix to
  // `/serve-file/*`, which would not serve them anyway: they are not in its `files` table.
  app.get('/serve-file/templates/:file', { schema: { params: TemplateFileParams }, onRequest: access.requireFeature('templates', { signIn: true }) }, async (request, reply) => {
    const storedPath = `templates/${request.params.file}`
    const file = await repo.byStoredPath(storedPath)
    if (!file || !(await storage.exists(storedPath))) throw notFound('File not found')
    reply.header('content-type', file.mimeType)
    reply.header('content-disposition', `attachment; filename="${templateFileName(file.name, file.format)}"`)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('content-security-policy', "default-src 'none'; sandbox")
    return reply.sendFile(storedPath, storage.root, { cacheControl: false })
  })
}
