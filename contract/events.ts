import * as v from 'valibot'
import { envelope, metaDescription, pagedResponse, Slug } from './common.ts'

export { EVENTS_PAGE_SIZE, EventListQuery } from './event-filters.ts'

/** Published events are listed until they end; drafts never; cancelled ones only on their own page, saying so. */
export const eventStatuses = ['draft', 'published', 'cancelled'] as const
export type EventStatus = (typeof eventStatuses)[number]

/** The modes' slugs are fixed, since rules hang on them: an online event has no place. */
export const eventModes = ['in-person', 'online', 'hybrid'] as const
export type EventMode = (typeof eventModes)[number]

export const deadlineKinds = ['abstract', 'full-paper', 'early-registration'] as const
export type DeadlineKind = (typeof deadlineKinds)[number]
export const deadlineTitles: Record<DeadlineKind, string> = {
  abstract: 'Abstract submission',
  'full-paper': 'Full paper submission',
  'early-registration': 'Early registration',
}

export const EventOption = v.object({ slug: v.string(), title: v.string() })
export type EventOption = v.InferOutput<typeof EventOption>

/** UTC-12 in the IANA database (its signs are inverted): the last place on Earth where a day is still running. */
export const ANYWHERE_ON_EARTH = 'Etc/GMT+12'

export const Deadline = v.object({
  kind: v.picklist(deadlineKinds),
  /** ISO 8601 with the offset it is kept in: -12:00 for Anywhere on Earth, else the event's own. */
  at: v.string(),
  /** The end of that day in UTC-12, wherever on Earth the person is. */
  anywhereOnEarth: v.boolean(),
})
export type Deadline = v.InferOutput<typeof Deadline>

/** An event card. */
export const Event = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  subject: EventOption,
  type: EventOption,
  mode: EventOption,
  /** Null for an online event; state null where the data set lists no states for the country. */
  country: v.nullable(EventOption),
  state: v.nullable(EventOption),
  city: v.nullable(v.string()),
  venue: v.nullable(v.string()),
  /** The start, as `startsAt`: the card's date. */
  date: v.string(),
  /** ISO 8601 in the event's own time zone, with its offset (2026-05-12T09:00:00-04:00). */
  startsAt: v.string(),
  endsAt: v.string(),
  /** IANA zone name ('America/Toronto'). */
  timeZone: v.string(),
  /** Soonest first. */
  deadlines: v.array(Deadline),
  organiser: v.string(),
  /** The event's own site, opened in a new tab. */
  link: v.string(),
  cmeCredits: v.nullable(v.number()),
  status: v.picklist(eventStatuses),
  /** Made up by the demo data: the card and the page say 'Demo'. Absent from older answers. */
  demo: v.optional(v.boolean()),
})
export type Event = v.InferOutput<typeof Event>

export const EventListResponse = pagedResponse('events', Event)
export type EventListResponse = v.InferOutput<typeof EventListResponse>

/** The filters' choices: only those some listed event has, so no choice leads to an empty list. */
export const EventOptionsResponse = envelope(v.array(EventOption))

export const EventStatesParams = v.object({ country: Slug })

/** An event's slug as the server makes it: words of the title, a hyphen and a random tail of eight letters and digits. */
export const EventSlug = v.pipe(Slug, v.regex(/-[a-z0-9]{8}$/, 'An event slug ends in a hyphen and eight letters or digits'))

/** `GET /api/events/{slug}` and `/api/events/{slug}.ics`: any event staff have published, cancelled included. */
export const EventParams = v.object({ slug: EventSlug })

/** One event for its page; `status` says when it was cancelled. */
export const EventResponse = envelope(Event)

/** Where: 'Online'; or the venue and place, with 'and online' for a hybrid event. */
export function placeLabel({ mode, venue, city, state, country }: Pick<Event, 'mode' | 'venue' | 'city' | 'state' | 'country'>) {
  const place = [venue, city, state?.title, country?.title].filter(Boolean).join(', ')
  if (!place) return mode.title
  return mode.slug === 'hybrid' ? `${place}, and online` : place
}

// Read in UTC from the date the API writes in the event's own zone, so the server and every viewer name the same day.
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** An event page's title and description: the server's <head> and the app's screen give the same. */
export function eventPageMeta(event: Event) {
  const cancelled = event.status === 'cancelled' ? 'This event has been cancelled. ' : ''
  const day = dayFormat.format(new Date(`${event.startsAt.slice(0, 10)}T00:00:00Z`))
  return {
    title: event.title,
    description: metaDescription(`${cancelled}${event.type.title}, ${day}, ${placeLabel(event)}. ${event.organiser}. ${event.description}`),
  }
}
