import type { FastifyPluginAsync } from 'fastify'
import { EventListQuery, EventParams, EventStatesParams } from '../../../contract/events.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Access } from '../../core/access.ts'
import { CALENDAR_TYPE, eventsCalendar } from './calendar.ts'
import type { EventsRepository } from './repository.ts'
import { eventCard } from './responses.ts'
import type { EventsService } from './service.ts'

export interface EventsRoutesOptions {
  service: EventsService
  repo: EventsRepository
  access: Access
  publicUrl: string
}

export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (base, { service, repo, access, publicUrl }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  // As the journal finder: everyone sees the first page with any filters; more pages and search text need the
  // events feature.
  app.get('/events', { schema: { querystring: EventListQuery }, onRequest: access.optionalUser('events') }, async (request) => {
    const { page, search } = request.query
    if (page > 1 || search) await access.check(request, 'events')
    return { data: await service.list(request.query) }
  })

  app.get('/events/countries', async () => ({ data: await repo.countries() }))
  app.get('/events/countries/:country/states', { schema: { params: EventStatesParams } }, async (request) => ({
    data: await service.states(request.params.country),
  }))
  app.get('/events/subjects', async () => ({ data: await repo.subjects() }))
  app.get('/events/types', async () => ({ data: await repo.types() }))
  app.get('/events/modes', async () => ({ data: await repo.modes() }))

  // A feed a calendar subscribes to: the events the list's first page shows for the same filters, so it gives
  // no more than the list gives without the feature; search text needs the feature, as in the list. Calendar
  // apps send no session, so a subscription is the feed as a visitor gets it.
  app.get('/events/calendar.ics', { schema: { querystring: EventListQuery }, onRequest: access.optionalUser('events') }, async (request, reply) => {
    const { search } = request.query
    if (search) await access.check(request, 'events')
    const { items } = await service.rows({ ...request.query, page: 1 })
    return reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'inline; filename="scholar-hub-events.ics"')
      .header('cache-control', 'public, max-age=900')
      .send(eventsCalendar(items, { name: 'Scholar Hub events', publicUrl }))
  })

  app.get('/events/:slug.ics', { schema: { params: EventParams } }, async (request, reply) => {
    const row = await service.row(request.params.slug)
    return reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="${row.slug}.ics"`)
      .header('cache-control', 'no-cache')
      .send(eventsCalendar([row], { name: row.title, publicUrl }))
  })

  // An event's page reads it here; search engines read it in the page's HTML.
  app.get('/events/:slug', { schema: { params: EventParams } }, async (request) => ({ data: eventCard(await service.row(request.params.slug)) }))
}
