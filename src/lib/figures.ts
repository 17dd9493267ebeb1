// Figures as staff read them (the Dashboard, Analytics): counts, chart days and the change against a period before.

/** A figure for a period and for the period before it. */
export interface Compared {
  current: number
  previous: number
}

const number = new Intl.NumberFormat('en-IN')
export const formatCount = (n: number) => number.format(n)

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** A chart day (YYYY-MM-DD, a UTC date) as people read it: 3 Nov. */
export const formatDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`))

export type Direction = 'up' | 'down' | 'same'
export const directionOf = ({ current, previous }: Compared): Direction => (current > previous ? 'up' : current < previous ? 'down' : 'same')

/** The change said in words, not only by colour: 'up from 8', 'down from 12', 'the same as'. */
export function changeWords(change: Compared, format: (n: number) => string = formatCount) {
  const direction = directionOf(change)
  return direction === 'same' ? `the same as ${format(change.previous)}` : `${direction} from ${format(change.previous)}`
}

/** The UTC day `days` after `date` (both YYYY-MM-DD); a negative number goes back. */
export function addDays(date: string, days: number) {
  const moment = new Date(`${date}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}
