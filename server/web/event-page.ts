import { EventResponse, EventSlug, eventPageMeta } from '../../contract/events.ts'
import { detailPage } from './detail-page.ts'
import { eventJsonLd } from './event-json-ld.ts'

/** `/event/{slug}`: the event's title and description, and its schema.org Event. */
export const eventPage = detailPage({
  path: /^\/event\/([^/]+)$/,
  slug: EventSlug,
  apiPath: (slug) => `events/${slug}`,
  answer: EventResponse,
  head: ({ data }, url) => ({ ...eventPageMeta(data), jsonLd: eventJsonLd(data, url) }),
})
