import type { Salary, Vacancy } from '../../../contract/vacancies.ts'
import { formatMinorUnits } from '../../../contract/money.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight of the day `moment` falls on, in the viewer's time zone, as a count of days. */
const dayNumber = (moment: Date) => Math.round(new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime() / DAY_MS)

/** Whether its closing date has passed: a copy kept offline may still say it is open. */
export const hasClosed = (closesAt: string, now = new Date()) => new Date(closesAt).getTime() <= now.getTime()

/**
 * How long is left, by the viewer's calendar: 'Closes today', 'Closes tomorrow', 'Closes in 3 days'. A listed
 * vacancy has not closed yet; one that has by the time the card shows reads 'Closed'.
 */
export function closesLabel(closesAt: string, now = new Date()): string {
  const closes = new Date(closesAt)
  if (hasClosed(closesAt, now)) return 'Closed'
  const days = dayNumber(closes) - dayNumber(now)
  if (days <= 0) return 'Closes today'
  if (days === 1) return 'Closes tomorrow'
  return `Closes in ${days} days`
}

const periods: Record<Salary['period'], string> = { year: 'a year', month: 'a month', hour: 'an hour' }

/** A disclosed salary: '₹12,00,000 – ₹18,00,000 a year', 'From $60,000 a year', 'Up to £25.50 an hour'. */
export function salaryLabel({ min, max, currency, period }: Salary): string {
  const money = (amount: number) => formatMinorUnits(amount, currency, { wholeWithoutDecimals: true })
  return `${salaryRange(min, max, money) ?? 'Not disclosed'} ${periods[period]}`
}

function salaryRange(min: number | null, max: number | null, money: (amount: number) => string) {
  if (min !== null && max !== null) return min === max ? money(min) : `${money(min)} – ${money(max)}`
  if (min !== null) return `From ${money(min)}`
  if (max !== null) return `Up to ${money(max)}`
  return null
}

/** Where the post is: 'Ontario, Canada', or the country alone where it has no states. */
export const locationLabel = ({ state, country }: Pick<Vacancy, 'state' | 'country'>) => (state ? `${state.title}, ${country.title}` : country.title)
