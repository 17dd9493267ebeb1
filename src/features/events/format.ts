import { deadlineTitles, type Event } from '../../../contract/events.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

// An event is shown on the viewer's clock, with the organiser's beside it when the two differ: a webinar at 9:00
// in Toronto is 18:30 in Pune, and both matter to someone in Pune.

const formats = new Map<string, Intl.DateTimeFormat>()
/** One formatter per zone (undefined: the viewer's own), since building one is costly. */
function formatIn(timeZone: string | undefined) {
  const key = timeZone ?? ''
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    formats.set(key, format)
  }
  return format
}

/** The offset a zone has at a moment, in minutes, read back from its wall clock. */
function offsetAt(moment: Date, timeZone: string | undefined) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(moment)
      .map((p) => [p.type, Number(p.value)]),
  )
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!)
  return Math.round((wall - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000)
}

/** 'Toronto' for America/Toronto, 'St Johns' for America/St_Johns: how people name a zone. */
export const zoneName = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')

/**
 * When it runs: on the viewer's clock, and on the event's own (with its zone's city) when that clock differs,
 * so nobody has to convert a time zone in their head.
 */
export function eventWhen({ startsAt, endsAt, timeZone }: Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>) {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const viewer = formatIn(undefined).formatRange(start, end)
  const sameClock = offsetAt(start, undefined) === offsetAt(start, timeZone) && offsetAt(end, undefined) === offsetAt(end, timeZone)
  return { viewer, own: sameClock ? null : `${formatIn(timeZone).formatRange(start, end)} ${zoneName(timeZone)} time` }
}

/** Midnight of the day `moment` falls on, in the viewer's time zone, as a count of days. */
const dayNumber = (moment: Date) => Math.round(new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime() / DAY_MS)

/** 'Happening now', 'Starts today', 'Starts tomorrow', 'Starts in 3 days' by the viewer's calendar; 'Ended' after. */
export function startsLabel({ startsAt, endsAt }: Pick<Event, 'startsAt' | 'endsAt'>, now = new Date()) {
  const start = new Date(startsAt)
  if (new Date(endsAt).getTime() <= now.getTime()) return 'Ended'
  if (start.getTime() <= now.getTime()) return 'Happening now'
  const days = dayNumber(start) - dayNumber(now)
  if (days <= 0) return 'Starts today'
  if (days === 1) return 'Starts tomorrow'
  return `Starts in ${days} days`
}

/** How long is left: 'in 3 days', 'in 5 hours', 'in under an hour'. */
function countdown(ms: number) {
  if (ms >= 2 * DAY_MS) return `in ${Math.floor(ms / DAY_MS)} days`
  if (ms >= DAY_MS) return 'in 1 day'
  if (ms >= 2 * HOUR_MS) return `in ${Math.floor(ms / HOUR_MS)} hours`
  if (ms >= HOUR_MS) return 'in 1 hour'
  return 'in under an hour'
}

/** The soonest deadline still open, with its countdown: 'Abstract submission closes in 12 days (Anywhere on Earth)'. */
export function nextDeadline({ deadlines }: Pick<Event, 'deadlines'>, now = new Date()) {
  const next = deadlines.find((d) => new Date(d.at).getTime() > now.getTime())
  if (!next) return null
  const label = `${deadlineTitles[next.kind]} closes ${countdown(new Date(next.at).getTime() - now.getTime())}`
  return { at: next.at, label: next.anywhereOnEarth ? `${label} (Anywhere on Earth)` : label }
}

/** Where: 'Online'; or the venue and place, with 'and online' for a hybrid event. */
export function placeLabel({ mode, venue, city, state, country }: Pick<Event, 'mode' | 'venue' | 'city' | 'state' | 'country'>) {
  const place = [venue, city, state?.title, country?.title].filter(Boolean).join(', ')
  if (!place) return mode.title
  return mode.slug === 'hybrid' ? `${place}, and online` : place
}

/** The event's own calendar file. */
export const calendarUrl = (slug: string) => `/api/events/${encodeURIComponent(slug)}.ics`
