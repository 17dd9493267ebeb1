// Events keep their own clock: their moments are written in their IANA zone, with the offset that zone had at
// that moment (summer time included), so a reader, a search engine or a calendar sees the local time the
// organiser announced and the exact instant at once.

const formats = new Map<string, Intl.DateTimeFormat>()

/** Building a formatter costs far more than using one, and a page of events uses a handful of zones. */
function formatIn(timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

const two = (n: number) => String(n).padStart(2, '0')

/** The moment as ISO 8601 local time in `timeZone` with that zone's offset then: 2026-05-12T09:00:00-04:00. */
export function isoInZone(date: Date, timeZone: string) {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(date).map((p) => [p.type, p.value]))
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const zone = offset === 0 ? 'Z' : `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${zone}`
}

const HOUR = 3_600_000

/** The last second of the day `moment` falls on in UTC-12: an "Anywhere on Earth" deadline. */
export function endOfDayAnywhereOnEarth(moment: Date) {
  const there = new Date(moment.getTime() - 12 * HOUR)
  return new Date(Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate(), 23, 59, 59) + 12 * HOUR)
}

const offsetMs = (moment: number, timeZone: string) => new Date(isoInZone(new Date(moment), timeZone).slice(0, 19) + 'Z').getTime() - Math.floor(moment / 1000) * 1000

/** The moment a wall clock in `timeZone` shows this UTC-style date's fields (a 09:00 start in Toronto). */
export function atWallTime(wall: Date, timeZone: string) {
  const guess = wall.getTime() - offsetMs(wall.getTime(), timeZone)
  // Across a change of offset the first guess lands on the other side; the offset there settles it.
  return new Date(wall.getTime() - offsetMs(guess, timeZone))
}
