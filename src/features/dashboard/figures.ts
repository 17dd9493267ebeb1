import type { Change } from '../../../contract/dashboard.ts'

const number = new Intl.NumberFormat('en-IN')
export const formatCount = (n: number) => number.format(n)

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** A chart day (YYYY-MM-DD, a UTC date) as people read it: 3 Nov. */
export const formatDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`))

export type Direction = 'up' | 'down' | 'same'
export const directionOf = ({ current, previous }: Change): Direction => (current > previous ? 'up' : current < previous ? 'down' : 'same')

/** The change said in words, not only by colour: 'up from 8', 'down from 12', 'the same as'. */
export function changeWords(change: Change, format: (n: number) => string = formatCount) {
  const direction = directionOf(change)
  return direction === 'same' ? `the same as ${format(change.previous)}` : `${direction} from ${format(change.previous)}`
}

/** The day before `today` (YYYY-MM-DD), for "joined by yesterday". */
export function dayBefore(today: string) {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}
