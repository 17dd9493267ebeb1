import { AdminEventListQuery, AdminEventParams, EventInput, EventPatch } from '../../../contract/admin-events.ts'
import { sectionRoutes } from '../../core/admin/section-routes.ts'
import type { AdminEventsService } from './admin-service.ts'

/** Events Management. */
export const adminEventsRoutes = (service: AdminEventsService) =>
  sectionRoutes({
    section: 'events',
    schemas: { list: AdminEventListQuery, params: AdminEventParams, input: EventInput, patch: EventPatch },
    service,
    messages: { created: 'Event created.', updated: 'Event updated.', deleted: 'Event deleted.' },
    summary: (event) => event.title,
  })
