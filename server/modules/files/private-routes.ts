import type { FastifyPluginAsync } from 'fastify'
import { PrivateFileParams } from '../../../contract/account.ts'
import { can } from '../../../contract/permissions.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { FileStorage } from '../../storage/local-storage.ts'
import type { FilesRepository } from './repository.ts'

export const privateFilesRoutes: FastifyPluginAsync<{ repo: FilesRepository; storage: FileStorage; auth: Auth }> = async (
  base,
  { repo, storage, auth },
) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  // `/api/serve-private-file/{filename}`: the owner and staff who manage accounts only; to anyone else it does not exist.
  app.get('/serve-private-file/:filename', { schema: { params: PrivateFileParams }, onRequest: auth.requireUser }, async (request, reply) => {
    const { user } = signedIn(request)
    const file = await repo.privateByName(request.params.filename)
    if (!file || (file.ownerId !== user.id && !can(user, 'users.manage')) || !(await storage.exists(file.name))) throw notFound('File not found')
    // Only image types are ever stored here; nosniff and a sandbox keep a browser from reading one as anything else.
    reply.header('content-type', file.mimeType)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('content-security-policy', "default-src 'none'; sandbox")
    return reply.sendFile(file.name, storage.root, { cacheControl: false })
  })
}
