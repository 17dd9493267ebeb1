import { deadlineTitles, type Event } from '../../../contract/events.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

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
