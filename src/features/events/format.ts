import { ANYWHERE_ON_EARTH, deadlineTitles, type Deadline, type Event } from '../../../contract/events.ts'

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

/** Whether the viewer's clock and `timeZone`'s read the same at each of `moments`. */
const sameClock = (moments: Date[], timeZone: string) => moments.every((moment) => offsetAt(moment, undefined) === offsetAt(moment, timeZone))

/**
 * When it runs: on the viewer's clock, and on the event's own (with its zone's city) when that clock differs,
 * so nobody has to convert a time zone in their head.
 */
export function eventWhen({ startsAt, endsAt, timeZone }: Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>) {
  const start = new Date(startsAt)
  const end = new Date(endsAt)
  const viewer = formatIn(undefined).formatRange(start, end)
  return { viewer, own: sameClock([start, end], timeZone) ? null : `${formatIn(timeZone).formatRange(start, end)} ${zoneName(timeZone)} time` }
}

/**
 * When a deadline falls: on the viewer's clock, and on the clock it was announced by: always Anywhere on Earth's
 * for such a deadline, the event's own when that differs.
 */
export function deadlineWhen({ at, anywhereOnEarth }: Deadline, timeZone: string) {
  const moment = new Date(at)
  const viewer = formatIn(undefined).format(moment)
  if (anywhereOnEarth) return { viewer, own: `${formatIn(ANYWHERE_ON_EARTH).format(moment)} Anywhere on Earth` }
  return { viewer, own: sameClock([moment], timeZone) ? null : `${formatIn(timeZone).format(moment)} ${zoneName(timeZone)} time` }
}

/** Over once its end has passed, the moment the server stops listing it. */
export const hasEnded = ({ endsAt }: Pick<Event, 'endsAt'>, now = new Date()) => new Date(endsAt).getTime() <= now.getTime()

/** Midnight of the day `moment` falls on, in the viewer's time zone, as a count of days. */
const dayNumber = (moment: Date) => Math.round(new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime() / DAY_MS)

/** 'Happening now', 'Starts today', 'Starts tomorrow', 'Starts in 3 days' by the viewer's calendar; 'Ended' after. */
export function startsLabel({ startsAt, endsAt }: Pick<Event, 'startsAt' | 'endsAt'>, now = new Date()) {
  const start = new Date(startsAt)
  if (hasEnded({ endsAt }, now)) return 'Ended'
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

/** How long is left until `at`: 'in 12 days'; null once it has passed. */
export function timeLeft(at: string, now = new Date()) {
  const ms = new Date(at).getTime() - now.getTime()
  return ms > 0 ? countdown(ms) : null
}

/** The soonest deadline still open, with its countdown: 'Abstract submission closes in 12 days (Anywhere on Earth)'. */
export function nextDeadline({ deadlines }: Pick<Event, 'deadlines'>, now = new Date()) {
  for (const deadline of deadlines) {
    const left = timeLeft(deadline.at, now)
    if (!left) continue
    const label = `${deadlineTitles[deadline.kind]} closes ${left}`
    return { at: deadline.at, label: deadline.anywhereOnEarth ? `${label} (Anywhere on Earth)` : label }
  }
  return null
}

/** The event's own calendar file. */
export const calendarUrl = (slug: string) => `/api/events/${encodeURIComponent(slug)}.ics`
