import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { daysFrom } from '../../../lib/days.ts'
import type { ReportRange } from './range.ts'

/**
 * The days of a range and of the period before, by where their views and searches are counted: the days the rollup
 * job has done from its rollups, every other day (today, a day the job has not reached) from the raw rows. Reading
 * each day from one place only is what keeps a figure right whether or not the job has run.
 */
export interface DaySplit {
  rolled: string[]
  raw: string[]
}

export async function splitDays(db: Kysely<Database>, range: ReportRange): Promise<DaySplit> {
  const { rows } = await sql<{ day: string }>`
    SELECT day FROM analytics_rolled_days WHERE day BETWEEN ${range.previousFrom}::date AND ${range.to}::date`.execute(db)
  const rolled = new Set(rows.map((row) => row.day))
  const days = daysFrom(range.previousStart, 2 * range.days.length)
  return { rolled: days.filter((day) => rolled.has(day)), raw: days.filter((day) => !rolled.has(day)) }
}

/** The split's days within the range itself, for figures the period before does not need. */
export const inRange = ({ rolled, raw }: DaySplit, range: ReportRange): DaySplit => ({
  rolled: rolled.filter((day) => day >= range.from),
  raw: raw.filter((day) => day >= range.from),
})

/** A figure of day rows added up over the range and over the period before. */
export function compare<R extends { day: string }>(rows: readonly R[], range: ReportRange, value: (row: R) => number) {
  let current = 0
  let previous = 0
  for (const row of rows) {
    if (row.day >= range.from) current += value(row)
    else previous += value(row)
  }
  return { current, previous }
}
