import type { AnalyticsReport, SearchArea } from '../../../contract/analytics.ts'
import { directionOf, formatCount, type Compared } from '../../lib/figures.ts'

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })
/** A share from 0 to 1 as people read it: 12.5%. */
export const formatPercent = (share: number) => percent.format(share)

/** 'the day before' or 'the 30 days before': the period a range is compared with. */
export const periodBefore = (days: number) => (days === 1 ? 'the day before' : `the ${formatCount(days)} days before`)

/**
 * A figure's change in words, not only by colour or arrow: 'up 50% from 8 in the 30 days before', 'up from 0 ...',
 * 'the same as 8 ...'.
 */
export function changeText(change: Compared, days: number, format: (n: number) => string = formatCount) {
  const direction = directionOf(change)
  const period = periodBefore(days)
  if (direction === 'same') return `the same as ${format(change.previous)} in ${period}`
  const by = change.previous ? ` ${formatPercent(Math.abs(change.current - change.previous) / change.previous)}` : ''
  return `${direction}${by} from ${format(change.previous)} in ${period}`
}

/** A row's change in a table, short enough for a phone's column: 'up 25%', 'down 10%', 'same', 'new'. */
export function shortChange(current: number, previous: number) {
  if (current === previous) return 'same'
  if (!previous) return 'new'
  return `${current > previous ? 'up' : 'down'} ${formatPercent(Math.abs(current - previous) / previous)}`
}

export const areaLabels: Record<SearchArea, string> = {
  journals: 'Journal finder',
  vacancies: 'Vacancies',
  events: 'Events',
  experts: 'Experts',
  community: 'Research community',
  manuscript: 'Manuscript matching',
}

/** Each report's name, for its heading, its loading and error states and its download. */
export const reportTitles: Record<AnalyticsReport, string> = {
  overview: 'Overview',
  screens: 'Screens',
  referrers: 'Referring sites',
  devices: 'Devices and browsers',
  searches: 'Searches',
  funnel: 'Funnel',
  revenue: 'Revenue',
  community: 'Community',
  chat: 'Chat',
}

const minutes = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
/** A wait in minutes as people read it: '45 min', '2 h 5 min'. */
export function formatMinutes(total: number) {
  const whole = Math.round(total)
  return whole < 60 ? `${minutes.format(whole)} min` : `${minutes.format(Math.floor(whole / 60))} h${whole % 60 ? ` ${whole % 60} min` : ''}`
}
