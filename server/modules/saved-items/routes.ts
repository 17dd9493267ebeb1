import type { FastifyPluginAsync } from 'fastify'
import { SavedEventsQuery, SavedItemKey } from '../../../contract/saved-items.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import { CALENDAR_TYPE, eventsCalendar, type EventsRepository } from '../events/index.ts'
import type { SavedItemsRepository } from './repository.ts'
import type { SavedItemsService } from './service.ts'

export interface SavedItemsRoutesOptions {
  service: SavedItemsService
  repo: SavedItemsRepository
  events: EventsRepository
  auth: Auth
  publicUrl: string
}

export const savedItemsRoutes: FastifyPluginAsync<SavedItemsRoutesOptions> = async (base, { service, repo, events, auth, publicUrl }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  // A member's own saved items only: every call is about the signed-in member, and no id names another's.
  await app.register(async (member) => {
    const own = member.withTypeProvider<ValibotTypeProvider>()
    own.addHook('onRequest', auth.requireUser)

    own.get('/saved-items', async (request) => ({ data: await service.list(signedIn(request).user.id) }))

    own.post('/saved-items', { schema: { body: SavedItemKey } }, async (request, reply) => {
      const { item, added } = await service.save(signedIn(request).user.id, request.body)
      return reply.code(added ? 201 : 200).send({ data: item, message: added ? 'Saved.' : 'Already saved.' })
    })

    own.delete('/saved-items/:kind/:id', { schema: { params: SavedItemKey } }, async (request) => {
      await service.remove(signedIn(request).user.id, request.params)
      return { data: null, message: 'Removed from saved items.' }
    })

    own.post('/saved-items/calendar-url', async (request) => ({
      data: { calendarUrl: await service.renewCalendar(signedIn(request).user.id) },
      message: 'Your saved events have a new address. Subscriptions to the old one have stopped.',
    }))
  })

  // Calendar apps send no session: the secret token in the address is the only key, and an unknown one is
  // answered as no calendar at all.
  app.get('/saved-events.ics', { schema: { querystring: SavedEventsQuery } }, async (request, reply) => {
    const owner = await repo.feedOwner(request.query.token)
    if (!owner) throw notFound('Calendar not found')
    const rows = await events.byIds(await repo.savedEventIds(owner))
    return reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'inline; filename="saved-events.ics"')
      .header('cache-control', 'private, no-cache')
      .header('referrer-policy', 'no-referrer')
      .send(eventsCalendar(rows, { name: 'Scholar Hub: saved events', publicUrl }))
  })
}
