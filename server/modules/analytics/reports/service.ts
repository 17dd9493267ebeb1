import type { Kysely } from 'kysely'
import type { AnalyticsReport, AnalyticsReportData } from '../../../../contract/analytics.ts'
import type { Database } from '../../../db/schema.ts'
import { exportLimit } from '../../../core/csv.ts'
import type { Limiter } from '../../../core/limits/limiter.ts'
import { fillDays } from '../../../lib/days.ts'
import { createChatReportRepository } from './chat.ts'
import { createCommunityRepository } from './community.ts'
import { compare, inRange, splitDays } from './days.ts'
import { createMembersRepository } from './members.ts'
import { rangeFields, type ReportRange } from './range.ts'
import { createRevenueRepository, type CurrencyPeriods } from './revenue.ts'
import { createSearchesRepository } from './searches.ts'
import { reportTable } from './table.ts'
import { createTrafficRepository } from './traffic.ts'

// Each CSV file counts against its staff member's export limit, as other exports do: it takes a whole report out.
const exports = exportLimit('analytics')

/** A share of a figure, null when there is nothing to take a share of. */
const ratio = (count: number, of: number) => (of > 0 ? count / of : null)

/** Purchases in all currencies, and money per currency: amounts in different currencies are never added up. */
const countOf = (rows: CurrencyPeriods[]) => ({ current: sum(rows, (r) => r.count), previous: sum(rows, (r) => r.previousCount) })
const moneyOf = (rows: CurrencyPeriods[]) => rows.map((r) => ({ currency: r.currency, current: r.amount, previous: r.previousAmount }))
const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0)

type Reports = { [R in AnalyticsReport]: (range: ReportRange) => Promise<AnalyticsReportData<R>> }

/** Analytics & Reporting's reports: each a range of days beside the period before, in the contract's shapes. */
export function createAnalyticsReportsService({ db, limiter }: { db: Kysely<Database>; limiter: Limiter }) {
  const traffic = createTrafficRepository(db)
  const searches = createSearchesRepository(db)
  const members = createMembersRepository(db)
  const revenue = createRevenueRepository(db)
  const community = createCommunityRepository(db)
  const chat = createChatReportRepository(db)

  const reports: Reports = {
    async overview(range) {
      const [daily, signUps, completed] = await Promise.all([splitDays(db, range).then(traffic.daily), members.signUps(range), revenue.completed(range)])
      return {
        ...rangeFields(range),
        visitors: compare(daily, range, (d) => d.visitors),
        views: compare(daily, range, (d) => d.views),
        signUps: compare(signUps, range, (d) => d.signUps),
        purchases: countOf(completed),
        revenue: moneyOf(completed),
        daily: fillDays(range.days, daily, (d) => ({ visitors: d?.visitors ?? 0, views: d?.views ?? 0 })),
      }
    },

    async screens(range) {
      const days = await splitDays(db, range)
      const [daily, screens] = await Promise.all([traffic.daily(days), traffic.top('screen', days, range)])
      const views = compare(daily, range, (d) => d.views)
      const visitors = compare(daily, range, (d) => d.visitors)
      const viewsPerVisit = { current: ratio(views.current, visitors.current) ?? 0, previous: ratio(views.previous, visitors.previous) ?? 0 }
      return { ...rangeFields(range), views, visitors, viewsPerVisit, screens }
    },

    async referrers(range) {
      return { ...rangeFields(range), referrers: await traffic.top('referrer', await splitDays(db, range), range) }
    },

    async devices(range) {
      const days = await splitDays(db, range)
      const [devices, browsers] = await Promise.all([traffic.top('device', days, range), traffic.top('browser', days, range)])
      return { ...rangeFields(range), devices, browsers }
    },

    async searches(range) {
      const days = await splitDays(db, range)
      const [daily, words] = await Promise.all([searches.daily(days), searches.topWords(inRange(days, range), range)])
      return { ...rangeFields(range), searches: compare(daily, range, (d) => d.searches), empty: compare(daily, range, (d) => d.empty), ...words }
    },

    async funnel(range) {
      const [daily, signUps] = await Promise.all([splitDays(db, range).then(traffic.daily), members.signUps(range)])
      const steps = [
        { step: 'visitors' as const, ...compare(daily, range, (d) => d.visitors) },
        { step: 'signUps' as const, ...compare(signUps, range, (d) => d.signUps) },
        { step: 'verified' as const, ...compare(signUps, range, (d) => d.verified) },
        { step: 'purchased' as const, ...compare(signUps, range, (d) => d.purchased) },
      ]
      return {
        ...rangeFields(range),
        steps: steps.map(({ step, current, previous }, i) => ({ step, count: current, previous, rate: i === 0 ? null : ratio(current, steps[i - 1]!.current) })),
        signUps: fillDays(range.days, signUps, (d) => ({ value: d?.signUps ?? 0 })),
        verifiedSignUps: fillDays(range.days, signUps, (d) => ({ value: d?.verified ?? 0 })),
      }
    },

    async revenue(range) {
      const [completed, refunded, byPlan, byMonth, ended] = await Promise.all([
        revenue.completed(range),
        revenue.refunded(range),
        revenue.byPlan(range),
        revenue.byMonth(range),
        revenue.ended(range),
      ])
      return {
        ...rangeFields(range),
        purchases: countOf(completed),
        revenue: moneyOf(completed),
        byPlan,
        byMonth,
        ended,
        refunded: countOf(refunded),
        refundedAmount: moneyOf(refunded),
      }
    },

    async community(range) {
      const [daily, activeMembers] = await Promise.all([community.daily(range), community.activeMembers(range)])
      return {
        ...rangeFields(range),
        posts: compare(daily, range, (d) => d.posts),
        comments: compare(daily, range, (d) => d.comments),
        likes: compare(daily, range, (d) => d.likes),
        activeMembers,
        daily: fillDays(range.days, daily, (d) => ({ posts: d?.posts ?? 0, comments: d?.comments ?? 0 })),
      }
    },

    async chat(range) {
      const [daily, medianFirstAnswerMinutes] = await Promise.all([chat.daily(range), chat.medianFirstAnswer(range)])
      return {
        ...rangeFields(range),
        conversations: compare(daily, range, (d) => d.conversations),
        medianFirstAnswerMinutes,
        answered: compare(daily, range, (d) => d.answered),
        daily: fillDays(range.days, daily, (d) => ({ value: d?.conversations ?? 0 })),
      }
    },
  }

  const report = <R extends AnalyticsReport>(name: R, range: ReportRange) => (reports[name] as Reports[R])(range)

  return {
    report,

    /** A report as one CSV table, once the staff member's export limit allows another file. */
    async export(name: AnalyticsReport, range: ReportRange, staffId: string) {
      await limiter.take(exports, staffId)
      return reportTable(name, await report(name, range))
    },
  }
}

export type AnalyticsReportsService = ReturnType<typeof createAnalyticsReportsService>
