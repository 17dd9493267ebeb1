import * as v from 'valibot'

const dayMessage = 'Enter a date as YYYY-MM-DD'
/** A calendar day, `2026-11-26`, checked to be a real day of the calendar (not the 30th of February). */
export const CalendarDay = v.pipe(
  v.string(dayMessage),
  v.isoDate(dayMessage),
  // Checked even after the shape failed (a pipe runs on), so an unreadable text must not reach toISOString.
  v.check((day) => {
    const start = new Date(`${day}T00:00:00Z`)
    return !Number.isNaN(start.getTime()) && start.toISOString().startsWith(day)
  }, dayMessage),
)
