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
const MINUTE = 60_000
const HOUR = 3_600_000
const WEEK = 7 * 24 * HOUR

/** The zone's offset from UTC in minutes at `ms`, read from the formatter: exact, and slow (ICU's work). */
function offsetFromFormatter(ms: number, timeZone: string) {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MINUTE)
}

/** The offsets a zone has through one UTC year, each from the minute it starts, oldest first. */
type Offsets = { from: number; minutes: number }[]
const years = new Map<string, Offsets>()

/**
 * A zone's offsets through a year, read once: the offset at every week, and where two weeks differ, the minute it
 * changed, found by halving. No zone changes its clock twice within a week, so none is missed; a list of events
 * asks for a few zones and years, so the formatter is asked a hundred times per zone and year, not per date.
 */
function offsetsOfYear(year: number, timeZone: string): Offsets {
  const key = `${timeZone} ${year}`
  let offsets = years.get(key)
  if (!offsets) {
    const start = Date.UTC(year, 0, 1)
    const end = Date.UTC(year + 1, 0, 1)
    offsets = [{ from: start, minutes: offsetFromFormatter(start, timeZone) }]
    for (let at = start + WEEK; ; at += WEEK) {
      const week = Math.min(at, end - MINUTE)
      const minutes = offsetFromFormatter(week, timeZone)
      const last = offsets.at(-1)!
      if (minutes !== last.minutes) {
        // The first minute with the new offset lies after the last week's sample, at or before this one.
        let [low, high] = [Math.max(last.from, week - WEEK), week]
        while (high - low > MINUTE) {
          const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE
          if (offsetFromFormatter(middle, timeZone) === last.minutes) low = middle
          else high = middle
        }
        offsets.push({ from: high, minutes })
      }
      if (week >= end - MINUTE) break
    }
    years.set(key, offsets)
  }
  return offsets
}

/** The zone's offset from UTC in minutes at `ms`. */
function offsetAt(ms: number, timeZone: string) {
  const offsets = offsetsOfYear(new Date(ms).getUTCFullYear(), timeZone)
  let minutes = offsets[0]!.minutes
  for (const offset of offsets) if (offset.from <= ms) minutes = offset.minutes
  return minutes
}

/** The moment as ISO 8601 local time in `timeZone` with that zone's offset then: 2026-05-12T09:00:00-04:00. */
export function isoInZone(date: Date, timeZone: string) {
  const second = Math.floor(date.getTime() / 1000) * 1000
  const offset = offsetAt(second, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const zone = offset === 0 ? 'Z' : `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  return `${new Date(second + offset * MINUTE).toISOString().slice(0, 19)}${zone}`
}

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
