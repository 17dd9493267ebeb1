import { BEACON_CONNECTIONS, PING_CONNECTIONS, type AnalyticsBenchResult } from './analytics.ts'
import type { PingBesideBeacons } from './beacon-load.ts'
import { figureHeader, figureRow, mdTable } from './markdown-report.ts'
import { budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Row } from './report.ts'

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const sizeOf = (a: AnalyticsBenchResult) => `${num(a.size.views)} views, ${num(a.size.searches)} searches over ${a.size.days} days`

const rise = (p: PingBesideBeacons) => p.beside.p99Ms - p.alone.p99Ms
const riseText = (p: PingBesideBeacons) => `${ms(p.alone.p99Ms)} → ${ms(p.beside.p99Ms)} (${rise(p) >= 0 ? '+' : ''}${ms(rise(p))})`

export function analyticsRows(database: DatabaseLabel, a: AnalyticsBenchResult): Row[] {
  const { beacons: b } = a
  const sent = b.ours.beacons
  return [
    ...a.reports.map(({ report, figure }) => ({
      figure: `GET /api/admin/analytics/${report}, ${sizeOf(a)}, ${database}, ${a.connections} conn (the staff): p50 / p99`,
      measured: `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}, ${num(figure.requestsPerSec)} req/s${figure.failed ? `, ${num(figure.failed)} failed` : ''}`,
      budget: `p99 ≤ ${budgets.analyticsReportP99Ms} ms`,
      // A report slower than the window answers nothing in it: that is a failure too, not a p99 of zero.
      verdict: figure.failed || !figure.total ? ('FAIL' as const) : check(figure.p99Ms <= budgets.analyticsReportP99Ms),
    })),
    {
      figure: `POST /api/analytics/view at ${num(b.rate)} a second, ${database}: answered a second (middle round) / not 204 in all rounds / stored of answered in all rounds`,
      measured: `${num(sent.perSecond)} / ${num(b.ours.failedInAll)} / ${num(b.stored)} of ${num(b.ours.answeredInAll)}`,
      budget: `${num(b.rate)} a second, every one stored`,
      verdict: check(sent.perSecond >= b.rate * 0.98 && b.ours.failedInAll === 0 && b.stored >= b.ours.answeredInAll),
    },
    {
      figure: `GET /api/ping at ${num(b.pingRate)} a second, p99 alone → beside the beacons (middle of ${b.ours.rounds} windows each), ${database}`,
      measured: riseText(b.ours),
      budget: `rise ≤ ${budgets.beaconPingRiseMs} ms`,
      verdict: check(rise(b.ours) <= budgets.beaconPingRiseMs),
    },
    {
      figure: `The same on Node's bare HTTP server (the floor: the machine's own share), after the ${database} run`,
      measured: riseText(b.floor),
      budget: '—',
      verdict: 'info',
    },
  ]
}

export function analyticsRatios(r: BenchResults): [string, string][] {
  return (r.analytics ?? []).flatMap(({ database, outcome }) => {
    const a = value(outcome)
    if (!a) return []
    return [
      ...a.reports.map(({ report, figure }): [string, string] => [`analytics ${report} p99 ÷ ${budgets.analyticsReportP99Ms} ms (${database})`, ratio(figure.p99Ms, budgets.analyticsReportP99Ms)]),
      [`ping p99 beside beacons ÷ alone (${database})`, ratio(a.beacons.ours.beside.p99Ms, a.beacons.ours.alone.p99Ms)],
      [`the same on the bare HTTP server (${database})`, ratio(a.beacons.floor.beside.p99Ms, a.beacons.floor.alone.p99Ms)],
    ]
  })
}

const sentText = ({ beacons: s }: PingBesideBeacons) =>
  `${num(s.answered)} answered in ${s.seconds} s (${num(s.perSecond)} a second, p50 ${ms(s.p50Ms)}, p99 ${ms(s.p99Ms)}), ${num(s.failed)} not 204, ${num(s.cut)} cut off by the window's end`

export function analyticsDetail(database: DatabaseLabel, a: AnalyticsBenchResult) {
  const { beacons: b } = a
  return [
    `### Analytics, ${database}: ${sizeOf(a)}`,
    '',
    `Generated, rolled up and saved in ${a.prepareSeconds.toFixed(0)} s (${a.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}).`,
    '',
    mdTable(figureHeader, [
      ...a.reports.map(({ report, figure }) => figureRow(`GET /api/admin/analytics/${report}, ${a.reportDurationS} s`, figure, a.connections)),
      figureRow(`GET /api/ping at ${num(b.pingRate)} a second, alone (middle of ${b.ours.rounds})`, b.ours.alone, PING_CONNECTIONS),
      figureRow(`GET /api/ping at ${num(b.pingRate)} a second, beside ${num(b.rate)} beacons a second (middle of ${b.ours.rounds})`, b.ours.beside, PING_CONNECTIONS),
      figureRow(`Node's bare HTTP server: ping alone`, b.floor.alone, PING_CONNECTIONS),
      figureRow(`Node's bare HTTP server: ping beside the beacons`, b.floor.beside, PING_CONNECTIONS),
    ]),
    '',
    `Beacons (the middle round, ${BEACON_CONNECTIONS} connections): ${sentText(b.ours)}; on the bare server ${sentText(b.floor)}. Views stored: ${num(b.stored)} of ${num(b.ours.answeredInAll)} answered in all rounds.`,
  ]
}

