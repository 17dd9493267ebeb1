import { sql } from 'kysely'

// Figures counted per calendar day, in UTC: the Dashboard's charts and the analytics reports share these.

export const DAY_MS = 24 * 3600 * 1000

/** A moment's UTC day as YYYY-MM-DD. */
export const dateOf = (moment: Date) => moment.toISOString().slice(0, 10)

/** The start (UTC midnight) of a YYYY-MM-DD day. */
export const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`)

/** The moments of the days `from` to `to`, both included, whole UTC days: from the first's start to the next day's after the last. */
export const dayBounds = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => ({
  from: from ? startOf(from) : undefined,
  before: to ? new Date(startOf(to).getTime() + DAY_MS) : undefined,
})

/** SQL: a timestamptz column's moment is within `dayBounds`; an end left out is open. */
export function withinBounds(column: string, { from, before }: { from?: Date | undefined; before?: Date | undefined }) {
  const bounds = [...(from ? [sql`${sql.ref(column)} >= ${from}`] : []), ...(before ? [sql`${sql.ref(column)} < ${before}`] : [])]
  return sql<boolean>`${bounds.length ? sql.join(bounds, sql` AND `) : sql`true`}`
}

/**
 * SQL: a timestamptz column's moment falls on one of the days `from` to `to`, both included, whole UTC days, as the
 * staff lists' date filters read them; an end left out is open.
 */
export const withinDays = (column: string, days: { from?: string | undefined; to?: string | undefined }) => withinBounds(column, dayBounds(days))

/** `count` days from `first` on, oldest first, as YYYY-MM-DD. */
export const daysFrom = (first: Date, count: number) => Array.from({ length: count }, (_, i) => dateOf(new Date(first.getTime() + i * DAY_MS)))

/** A timestamptz column's UTC day, in SQL: a `date`, which reaches JavaScript as YYYY-MM-DD (server/db/connection.ts). */
export const utcDay = (column: string) => sql.raw(`(${column} AT TIME ZONE 'UTC')::date`)

/** Every day of `days` with the figures of its row, and those of no row (`values(undefined)`) for a day nothing happened. */
export function fillDays<R extends { day: string }, T extends object>(days: readonly string[], rows: readonly R[], values: (row: R | undefined) => T) {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return days.map((date) => ({ date, ...values(byDay.get(date)) }))
}
