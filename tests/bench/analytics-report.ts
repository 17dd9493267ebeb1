import { BEACON_CONNECTIONS, type AnalyticsBenchResult } from './analytics.ts'
import type { BeaconSent, BeaconWindow } from './beacon-load.ts'
import { figureHeader, figureRow, mdTable } from './markdown-report.ts'
import { budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Row } from './report.ts'

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const sizeOf = (a: AnalyticsBenchResult) => `${num(a.size.views)} views, ${num(a.size.searches)} searches over ${a.size.days} days`

/** CPU ms per 1,000 of `count`. */
const perThousand = (cpuMs: number, count: number) => (count > 0 ? (cpuMs / count) * 1000 : NaN)
/** Cores busy while the beacons came (the wait for the last views to be written included in the CPU, not the time). */
const cores = (cpuMs: number, w: BeaconWindow) => `${(cpuMs / 1000 / w.beacons.seconds).toFixed(2)} of a core`
const postgresCpu = (w: BeaconWindow) => (w.postgres ? w.postgres.backendsCpuMs + w.postgres.backgroundCpuMs : 0)

export function analyticsRows(database: DatabaseLabel, a: AnalyticsBenchResult): Row[] {
  const { beacons: b } = a
  const { beacons: sent, postgres } = b.ours
  return [
    ...a.reports.map(({ report, figure }) => ({
      figure: `GET /api/admin/analytics/${report}, ${sizeOf(a)}, ${database}, ${a.connections} conn (the staff): p50 / p99`,
      measured: `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}, ${num(figure.requestsPerSec)} req/s${figure.failed ? `, ${num(figure.failed)} failed` : ''}`,
      budget: `p99 ≤ ${budgets.analyticsReportP99Ms} ms`,
      // A report slower than the window answers nothing in it: that is a failure too, not a p99 of zero.
      verdict: figure.failed || !figure.total ? ('FAIL' as const) : check(figure.p99Ms <= budgets.analyticsReportP99Ms),
    })),
    {
      figure: `POST /api/analytics/view at ${num(b.rate)} a second for ${b.durationS} s, ${database}: sent / answered (a second) / not 204 / views stored`,
      measured: `${num(sent.sent)} / ${num(sent.answered)} (${num(sent.perSecond)}) / ${num(sent.failed)} / ${num(b.stored)}`,
      budget: `all stored, ${num(b.rate)} a second`,
      verdict: check(sent.perSecond >= b.rate * 0.98 && sent.failed === 0 && b.stored >= sent.answered),
    },
    {
      figure: `Server CPU (user + system, every thread) per 1,000 views stored, ${database}${database === 'embedded' ? ' (the database runs inside the server process)' : ''}`,
      measured: `${ms(perThousand(b.ours.serverCpuMs, b.stored))} (${cores(b.ours.serverCpuMs, b.ours)})`,
      budget: '—',
      verdict: 'info',
    },
    ...(database === 'PostgreSQL'
      ? [
          {
            figure: `PostgreSQL's CPU per 1,000 views stored, the same window: the database's backends + the cluster's WAL writer, checkpointer and background writer`,
            measured: postgres
              ? `${ms(perThousand(postgresCpu(b.ours), b.stored))} (${ms(perThousand(postgres.backendsCpuMs, b.stored))} + ${ms(perThousand(postgres.backgroundCpuMs, b.stored))})`
              : 'not measured: the server is not on this machine',
            budget: '—',
            verdict: 'info' as const,
          },
        ]
      : []),
    {
      figure: `The same beacons on Node's bare HTTP server (the floor), after the ${database} run: CPU per 1,000 answered`,
      measured: `${ms(perThousand(b.floor.serverCpuMs, b.floor.beacons.answered))} (${cores(b.floor.serverCpuMs, b.floor)})`,
      budget: '—',
      verdict: 'info',
    },
  ]
}

export function analyticsRatios(r: BenchResults): [string, string][] {
  return (r.analytics ?? []).flatMap(({ database, outcome }) => {
    const a = value(outcome)
    if (!a) return []
    const { ours, floor, stored } = a.beacons
    return [
      ...a.reports.map(({ report, figure }): [string, string] => [`analytics ${report} p99 ÷ ${budgets.analyticsReportP99Ms} ms (${database})`, ratio(figure.p99Ms, budgets.analyticsReportP99Ms)]),
      [`server CPU per view stored ÷ the bare HTTP server's per beacon answered (${database})`, ratio(perThousand(ours.serverCpuMs, stored), perThousand(floor.serverCpuMs, floor.beacons.answered))],
    ]
  })
}

const sentText = (s: BeaconSent) =>
  `${num(s.sent)} sent and ${num(s.answered)} answered in ${s.seconds} s (${num(s.perSecond)} a second, p50 ${ms(s.p50Ms)}, p99 ${ms(s.p99Ms)}), ${num(s.failed)} not 204, ${num(s.cut)} cut off by the window's end`

export function analyticsDetail(database: DatabaseLabel, a: AnalyticsBenchResult) {
  const { beacons: b } = a
  const cpuRow = (name: string, cpuMs: number, count: number, w: BeaconWindow) => [name, ms(cpuMs), ms(perThousand(cpuMs, count)), cores(cpuMs, w)]
  const { postgres } = b.ours
  return [
    `### Analytics, ${database}: ${sizeOf(a)}`,
    '',
    `Generated, rolled up and saved in ${a.prepareSeconds.toFixed(0)} s (${a.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}).`,
    '',
    mdTable(
      figureHeader,
      a.reports.map(({ report, figure }) => figureRow(`GET /api/admin/analytics/${report}, ${a.reportDurationS} s`, figure, a.connections)),
    ),
    '',
    `Beacons at ${num(b.rate)} a second from ${BEACON_CONNECTIONS} connections: ${sentText(b.ours.beacons)}; views stored ${num(b.stored)}. ` +
      `On Node's bare HTTP server ${sentText(b.floor.beacons)}. In the idle second before its window, our server used ${ms(b.ours.idleCpuMs)} of CPU and the bare server ${ms(b.floor.idleCpuMs)}: the bench's loop monitor, which runs in both, in the window too.`,
    '',
    mdTable(
      ['process', 'CPU in the window', 'per 1,000 views stored', 'while the beacons came'],
      [
        cpuRow(`our server (the API's loop, the view counter's thread${database === 'embedded' ? ', the embedded database' : ''})`, b.ours.serverCpuMs, b.stored, b.ours),
        ...(postgres
          ? [
              cpuRow(`PostgreSQL: the database's backends`, postgres.backendsCpuMs, b.stored, b.ours),
              cpuRow(`PostgreSQL: the cluster's WAL writer, checkpointer and background writer (shared with its other databases)`, postgres.backgroundCpuMs, b.stored, b.ours),
            ]
          : []),
        cpuRow(`Node's bare HTTP server (per 1,000 beacons answered)`, b.floor.serverCpuMs, b.floor.beacons.answered, b.floor),
      ],
    ),
  ]
}
