import type { Event, EventMode } from '../../contract/events.ts'

// schema.org Event, as Google's event search reads it: https://developers.google.com/search/docs/appearance/structured-data/event

const attendanceModes: Record<EventMode, string> = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
}

const isEventMode = (slug: string): slug is EventMode => Object.hasOwn(attendanceModes, slug)

/** Where it takes place: the venue's address, the event's link for an online one, both for a hybrid one. */
function location(event: Event) {
  const place = event.country && {
    '@type': 'Place',
    name: event.venue ?? undefined,
    address: {
      '@type': 'PostalAddress',
      addressLocality: event.city ?? undefined,
      addressRegion: event.state?.title,
      addressCountry: event.country.title,
    },
  }
  const online = event.mode.slug === 'online' || event.mode.slug === 'hybrid'
  const virtual = online ? { '@type': 'VirtualLocation', url: event.link } : null
  return place && virtual ? [place, virtual] : (place ?? virtual ?? undefined)
}

/**
 * The event as a schema.org Event; `url` is its page's absolute address. Its dates keep the event's own offset, as
 * the API writes them, so the organiser's local time and the instant are both there. A mode staff added has no
 * attendance mode of schema.org's. Keys without a value are left out when written as JSON.
 */
export function eventJsonLd(event: Event, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventAttendanceMode: isEventMode(event.mode.slug) ? attendanceModes[event.mode.slug] : undefined,
    eventStatus: event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    location: location(event),
    organizer: { '@type': 'Organization', name: event.organiser },
    url,
  }
}
