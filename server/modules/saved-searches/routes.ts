import type { FastifyPluginAsync } from 'fastify'
import { CreateSavedSearchBody } from '../../../contract/saved-search-filters.ts'
import { AlertMailBody, SavedSearchParams, UpdateSavedSearchBody } from '../../../contract/saved-searches.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { SavedSearchesService } from './service.ts'

// A member's own saved searches only: another member's id is answered as missing.
export const savedSearchesRoutes: FastifyPluginAsync<{ service: SavedSearchesService; auth: Auth }> = async (base, { service, auth }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  app.addHook('onRequest', auth.requireUser)

  app.get('/saved-searches', async (request) => ({ data: await service.list(signedIn(request).user.id) }))

  app.post('/saved-searches', { schema: { body: CreateSavedSearchBody } }, async (request, reply) =>
    reply.code(201).send({ data: await service.create(signedIn(request).user.id, request.body), message: 'Search saved.' }),
  )

  app.patch('/saved-searches/:id', { schema: { params: SavedSearchParams, body: UpdateSavedSearchBody } }, async (request) => ({
    data: await service.update(signedIn(request).user.id, request.params.id, request.body),
    message: 'Saved search updated.',
  }))

  app.get('/saved-searches/alert-mail', async (request) => ({ data: { alertMail: await service.alertMail(signedIn(request).user.id) } }))

  app.put('/saved-searches/alert-mail', { schema: { body: AlertMailBody } }, async (request) => {
    await service.setAlertMail(signedIn(request).user.id, request.body.alertMail)
    return { data: request.body, message: request.body.alertMail ? 'Alert mail is on.' : 'You will get no alert mail.' }
  })

  app.delete('/saved-searches/:id', { schema: { params: SavedSearchParams } }, async (request) => {
    await service.remove(signedIn(request).user.id, request.params.id)
    return { data: null, message: 'Saved search deleted.' }
  })
}
