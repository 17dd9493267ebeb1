import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import { deadlineTitles } from '../../../contract/events.ts'
import { isoInZone } from '../../../contract/zoned-time.ts'
import type { EventRow } from './repository.ts'

// Calendars are written with ical-generator; each zone an entry uses gets its VTIMEZONE from the IANA rules
// (@touch4it/ical-timezones), so a calendar shows 09:00 Toronto time as the organiser announced it, summer
// time included. ical-generator writes a Date in UTC under a TZID, so entries get their local wall time as
// text instead.

/** The wall-clock time in the event's zone, without an offset: the form ical-generator writes under a TZID. */
const wallTime = (moment: Date, timeZone: string) => isoInZone(moment, timeZone).slice(0, 19)

const placeOf = (row: EventRow) => [row.venue, row.city, row.state_title, row.country_title].filter(Boolean).join(', ') || row.mode_title

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

export interface CalendarOptions {
  name: string
  /** The site's own address, for each entry's link to its page and a stable UID. */
  publicUrl: string
}

/**
 * The events as a calendar: each event an entry, and each of its deadlines an entry of its own that does not
 * block time. An "Anywhere on Earth" deadline is written as its instant in UTC, since not every calendar
 * reads a zone as far west as UTC-12.
 */
export function eventsCalendar(rows: EventRow[], { name, publicUrl }: CalendarOptions) {
  const host = new URL(publicUrl).host
  const calendar = ical({
    // ical-generator escapes every entry's text but not the calendar's name.
    name: name.replace(/[\p{Cc}]+/gu, ' '),
    prodId: { company: 'Scholar Hub', product: 'Events', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    // Subscribed calendars are fetched again after this long.
    ttl: 60 * 60 * 6,
  })
  for (const row of rows) {
    const url = `${publicUrl}/event/${row.slug}`
    calendar.createEvent({
      id: `${row.slug}@${host}`,
      start: wallTime(row.starts_at, row.time_zone),
      end: wallTime(row.ends_at, row.time_zone),
      timezone: row.time_zone,
      summary: row.status === 'cancelled' ? `Cancelled: ${row.title}` : row.title,
      description: [row.description, `${row.type_title} · ${row.mode_title} · ${row.organiser}`, `Event site: ${row.link}`].filter(Boolean).join('\n\n'),
      location: placeOf(row),
      url,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      lastModified: row.updated_at,
    })
    for (const deadline of row.deadlines) {
      const due = new Date(deadline.due_at)
      const onClock = deadline.anywhere_on_earth ? { start: due } : { start: wallTime(due, row.time_zone), timezone: row.time_zone }
      calendar.createEvent({
        id: `${row.slug}-${deadline.kind}@${host}`,
        ...onClock,
        end: onClock.start,
        summary: `${deadlineTitles[deadline.kind]} deadline${deadline.anywhere_on_earth ? ' (Anywhere on Earth)' : ''}: ${row.title}`,
        description: `Event site: ${row.link}`,
        url,
        transparency: ICalEventTransparency.TRANSPARENT,
        lastModified: row.updated_at,
      })
    }
  }
  return calendar.toString()
}
