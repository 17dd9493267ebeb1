// When an event and its deadlines fall, as its page and card, the admin list and a member's saved events show it.
import { ANYWHERE_ON_EARTH, type Deadline, type Event } from '../../contract/events.ts'

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
