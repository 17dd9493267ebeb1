// How long ago something happened, in Indian English as every date is: '5 minutes ago', 'yesterday'. A module of
// its own rather than a part of dates.ts, so the screens that show only dates do not build this formatter.
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * '5 minutes ago', '2 hours ago', 'yesterday', '3 weeks ago'; under a minute (or a moment ahead, when this device's
 * clock is behind the server's) 'just now'.
 */
export function formatTimeAgo(iso: string, now = Date.now()) {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000))
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit)
  }
  return 'just now'
}
