import { DASHBOARD_DAYS } from '../../../contract/dashboard.ts'
import { DAY_MS, daysFrom } from '../../lib/days.ts'

const WEEK_MS = 7 * DAY_MS

/**
 * The periods the figures compare, from one moment, in UTC: the last 7 days and the 7 before; this month so far and
 * last month up to the same day and hour (a short month ends it sooner); today; and the charts' days, oldest first.
 */
export function periodsAt(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const previousMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const sameMomentLastMonth = new Date(previousMonthStart.getTime() + (now.getTime() - monthStart.getTime()))
  const chartStart = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS)
  return {
    now,
    today,
    weekStart: new Date(now.getTime() - WEEK_MS),
    previousWeekStart: new Date(now.getTime() - 2 * WEEK_MS),
    monthStart,
    previousMonthStart,
    previousMonthEnd: new Date(Math.min(sameMomentLastMonth.getTime(), monthStart.getTime())),
    chartStart,
    chartDays: daysFrom(chartStart, DASHBOARD_DAYS),
  }
}

export type Periods = ReturnType<typeof periodsAt>
