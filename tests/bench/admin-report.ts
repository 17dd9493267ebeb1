import { STAFF_CONNECTIONS, type AdminBenchResult } from './admin.ts'
import { figureHeader, figureRow, mdTable } from './markdown-report.ts'
import { baselineRow, beforeRows, budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Row } from './report.ts'

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const sizeOf = (a: AdminBenchResult) => `${num(a.size.members)} members, ${num(a.size.posts)} posts, ${num(a.size.payments)} payments`

export function adminRows(database: DatabaseLabel, a: AdminBenchResult): Row[] {
  const budget = budgets.adminP99Ms
  const measured = (figure: AdminBenchResult['ping']) =>
    `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}, ${num(figure.requestsPerSec)} req/s${figure.failed ? `, ${num(figure.failed)} failed` : ''}`
  return [
    ...a.staff.map(({ path, figure }) => ({
      figure: `GET ${path}, ${sizeOf(a)}, ${database}, ${STAFF_CONNECTIONS} conn (the staff), an admin: p50 / p99`,
      measured: measured(figure),
      budget: `p99 ≤ ${budget} ms`,
      verdict: figure.failed ? ('FAIL' as const) : check(figure.p99Ms <= budget),
    })),
    ...a.targets.map(({ path, figure, baseline }) => {
      // The list measured beside its baseline is held to the lists' own budget, as the directories are.
      const listBudget = baseline && budgets.directoryListP99Ms[database]
      return {
        figure: `GET ${path}, ${database}, ${a.connections} conn, the throughput: p50 / p99`,
        measured: measured(figure),
        budget: listBudget ? `p99 ≤ ${listBudget} ms` : '—',
        verdict: figure.failed ? ('FAIL' as const) : listBudget ? check(figure.p99Ms <= listBudget) : ('info' as const),
      }
    }),
    ...a.targets.flatMap(({ path, figure, baseline }) => (baseline ? [baselineRow(figure, baseline), ...beforeRows(path, database, figure)] : [])),
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
    return a.targets.flatMap(({ path, figure, baseline }): [string, string][] => [
      [`${path} ÷ ping req/s (${database})`, ratio(figure.requestsPerSec, a.ping.requestsPerSec)],
      [`${path} p99 at ${STAFF_CONNECTIONS} conn ÷ ${budgets.adminP99Ms} ms (${database})`, ratio(a.staff.find((s) => s.path === path)!.figure.p99Ms, budgets.adminP99Ms)],
      ...(baseline ? [[`${path} ÷ its baseline req/s (${database})`, ratio(figure.requestsPerSec, baseline.requestsPerSec)] as [string, string]] : []),
    ])
  })
}

export function adminDetail(database: DatabaseLabel, a: AdminBenchResult) {
  return [
    `### Admin area, ${database}: ${sizeOf(a)}`,
    '',
    `Generated and saved in ${a.prepareSeconds.toFixed(0)} s (${a.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}). ` +
      `The Dashboard's counts without the cache: p50 ${ms(a.uncached.p50Ms)}, p99 ${ms(a.uncached.p99Ms)} over ${a.uncached.runs} runs.`,
    '',
    mdTable(figureHeader, [
      ...a.targets.flatMap(({ path, figure, baseline }) => [
        figureRow(`GET ${path}, ${a.durationS} s`, figure, a.connections),
        ...(baseline ? [figureRow(`The same on the baseline, ${a.durationS} s`, baseline, a.connections)] : []),
      ]),
      ...a.staff.map(({ path, figure }) => figureRow(`GET ${path}, ${a.durationS} s`, figure, STAFF_CONNECTIONS)),
      figureRow(`GET /api/ping, ${a.durationS} s`, a.ping, a.connections),
    ]),
  ]
}

