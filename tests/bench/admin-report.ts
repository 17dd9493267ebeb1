import { STAFF_CONNECTIONS, type AdminBenchResult } from './admin.ts'
import { figureHeader, figureRow, mdTable } from './markdown-report.ts'
import { budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Row } from './report.ts'

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const sizeOf = (a: AdminBenchResult) => `${num(a.size.members)} members, ${num(a.size.posts)} posts, ${num(a.size.payments)} payments`
const DASHBOARD = 'GET /api/admin/dashboard'

export function adminRows(database: DatabaseLabel, a: AdminBenchResult): Row[] {
  const budget = budgets.adminP99Ms
  const measured = (figure: AdminBenchResult['ping']) =>
    `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}, ${num(figure.requestsPerSec)} req/s${figure.failed ? `, ${num(figure.failed)} failed` : ''}`
  return [
    {
      figure: `${DASHBOARD}, ${sizeOf(a)}, ${database}, ${STAFF_CONNECTIONS} conn (the staff), an admin: p50 / p99`,
      measured: measured(a.staff),
      budget: `p99 ≤ ${budget} ms`,
      verdict: a.staff.failed ? 'FAIL' : check(a.staff.p99Ms <= budget),
    },
    {
      figure: `${DASHBOARD}, ${database}, ${a.connections} conn, the throughput: p50 / p99`,
      measured: measured(a.dashboard),
      budget: '—',
      verdict: a.dashboard.failed ? 'FAIL' : 'info',
    },
    {
      figure: `The Dashboard's counts without the cache, every group at once, ${database} (${a.uncached.runs} runs): p50 / p99`,
      measured: `${ms(a.uncached.p50Ms)} / ${ms(a.uncached.p99Ms)}`,
      budget: `p99 ≤ ${budget} ms`,
      verdict: check(a.uncached.p99Ms <= budget),
    },
  ]
}

export function adminRatios(r: BenchResults): [string, string][] {
  return (r.admin ?? []).flatMap(({ database, outcome }) => {
    const a = value(outcome)
    if (!a) return []
    return [
      [`${DASHBOARD} ÷ ping req/s (${database})`, ratio(a.dashboard.requestsPerSec, a.ping.requestsPerSec)],
      [`${DASHBOARD} p99 at ${STAFF_CONNECTIONS} conn ÷ ${budgets.adminP99Ms} ms (${database})`, ratio(a.staff.p99Ms, budgets.adminP99Ms)],
    ] satisfies [string, string][]
  })
}

export function adminDetail(database: DatabaseLabel, a: AdminBenchResult) {
  return [
    `### Admin area, ${database}: ${sizeOf(a)}`,
    '',
    `Generated and saved in ${a.prepareSeconds.toFixed(0)} s (${a.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}). ` +
      `The Dashboard's counts without the cache: p50 ${ms(a.uncached.p50Ms)}, p99 ${ms(a.uncached.p99Ms)} over ${a.uncached.runs} runs. ` +
      `The staff's lists of members and payments are measured in the \`lists\` step.`,
    '',
    mdTable(figureHeader, [
      figureRow(`${DASHBOARD}, ${a.durationS} s`, a.dashboard, a.connections),
      figureRow(`${DASHBOARD}, ${a.durationS} s`, a.staff, STAFF_CONNECTIONS),
      figureRow(`GET /api/ping, ${a.durationS} s`, a.ping, a.connections),
    ]),
  ]
}
