import { ANALYTICS_DAYS, ANALYTICS_SEARCHES, ANALYTICS_VIEWS, BEACON_RATE, PING_CONNECTIONS, PING_RATE, type AnalyticsBenchResult } from './analytics.ts'
import { STAFF_CONNECTIONS } from './admin.ts'
import { figureHeader, figureRow, mdTable } from './markdown-report.ts'
import { budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Row } from './report.ts'

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const sizeOf = (a: AnalyticsBenchResult) => `${num(a.size.views)} views, ${num(a.size.searches)} searches over ${a.size.days} days`

export function analyticsRows(database: DatabaseLabel, a: AnalyticsBenchResult): Row[] {
  const { beacons: b } = a
  const pingRise = b.pingBeside.p99Ms - b.pingAlone.p99Ms
  return [
    ...a.reports.map(({ report, figure }) => ({
      figure: `GET /api/admin/analytics/${report}, ${sizeOf(a)}, ${database}, ${a.connections} conn (the staff): p50 / p99`,
      measured: `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}, ${num(figure.requestsPerSec)} req/s${figure.failed ? `, ${num(figure.failed)} failed` : ''}`,
      budget: `p99 ≤ ${budgets.analyticsReportP99Ms} ms`,
      // A report slower than the window answers nothing in it: that is a failure too, not a p99 of zero.
      verdict: figure.failed || !figure.total ? ('FAIL' as const) : check(figure.p99Ms <= budgets.analyticsReportP99Ms),
    })),
    {
      figure: `POST /api/analytics/view at ${num(b.rate)} a second, ${database}: answered a second / not 204 / stored of answered`,
      measured: `${num(b.sent.requestsPerSec)} / ${num(b.sent.failed)} / ${num(b.stored)} of ${num(b.sent.total)}`,
      budget: `${num(b.rate)} a second, every one stored`,
      // Beacons the client stopped waiting for when its window closed may be stored too, if they had reached the server.
      verdict: check(b.sent.requestsPerSec >= b.rate * 0.98 && b.sent.failed === 0 && b.stored >= b.sent.total),
    },
    {
      figure: `GET /api/ping at ${num(b.pingRate)} a second, p99 alone → beside the beacons, ${database}`,
      measured: `${ms(b.pingAlone.p99Ms)} → ${ms(b.pingBeside.p99Ms)} (${pingRise >= 0 ? '+' : ''}${ms(pingRise)})`,
      budget: `rise ≤ ${budgets.beaconPingRiseMs} ms`,
      verdict: check(pingRise <= budgets.beaconPingRiseMs),
    },
  ]
}

export function analyticsRatios(r: BenchResults): [string, string][] {
  return (r.analytics ?? []).flatMap(({ database, outcome }) => {
    const a = value(outcome)
    if (!a) return []
    return [
      ...a.reports.map(({ report, figure }): [string, string] => [`analytics ${report} p99 ÷ ${budgets.analyticsReportP99Ms} ms (${database})`, ratio(figure.p99Ms, budgets.analyticsReportP99Ms)]),
      [`ping p99 beside beacons ÷ alone (${database})`, ratio(a.beacons.pingBeside.p99Ms, a.beacons.pingAlone.p99Ms)],
    ]
  })
}

export function analyticsDetail(database: DatabaseLabel, a: AnalyticsBenchResult) {
  const { beacons: b } = a
  return [
    `### Analytics, ${database}: ${sizeOf(a)}`,
    '',
    `Generated, rolled up and saved in ${a.prepareSeconds.toFixed(0)} s (${a.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}).`,
    '',
    mdTable(figureHeader, [
      ...a.reports.map(({ report, figure }) => figureRow(`GET /api/admin/analytics/${report}, ${a.reportDurationS} s`, figure, a.connections)),
      figureRow(`GET /api/ping at ${num(b.pingRate)} a second, alone`, b.pingAlone, PING_CONNECTIONS),
      figureRow(`GET /api/ping at ${num(b.pingRate)} a second, beside ${num(b.rate)} beacons a second`, b.pingBeside, PING_CONNECTIONS),
    ]),
    '',
    `Beacons: ${num(b.sent.total)} answered in ${b.durationS} s (${num(b.sent.requestsPerSec)} a second), ${num(b.sent.failed)} not 204, ${num(b.cut)} cut off by the window's end, ${num(b.stored)} views stored.`,
  ]
}

/** The knobs, for the report's how-to (a function: the report modules import each other). */
export function analyticsKnobs() {
  return `\`BENCH_ANALYTICS_VIEWS\` (${ANALYTICS_VIEWS}), \`BENCH_ANALYTICS_SEARCHES\` (${ANALYTICS_SEARCHES})`
}

export function analyticsMethod() {
  return `- **Analytics** (\`tests/bench/analytics.ts\`, the data in \`analytics-fill.ts\`): a fresh database seeded as on a first start, then
  the views and searches spread over the last ${ANALYTICS_DAYS} days, each chunk by one \`INSERT … SELECT generate_series\`, every ended
  day rolled up by the product's own job (\`analytics:rollup\`), then \`VACUUM ANALYZE\`. The real server (\`SERVE_WEB=false\`,
  \`TRUST_PROXY=loopback\`) takes each report with an admin's session from ${STAFF_CONNECTIONS} connections (the staff, decision
  0040), cycling through a week, a month, a quarter and a year ending today; then \`/api/ping\` at ${num(PING_RATE)} a second from
  ${PING_CONNECTIONS} connections (the site's other requests) alone, and again while ${num(BEACON_RATE)} beacons a second arrive
  (autocannon's fixed rate from 64 connections, in a thread of its own, each beacon from its own \`X-Forwarded-For\` address
  so none passes the per-address limit). The views stored are counted once the server has stopped (its writer's last
  batch is written on close). The load generators share the two cores with the server. Budgets: each report p99 ≤ ${budgets.analyticsReportP99Ms} ms; ping's p99 up by at most
  ${budgets.beaconPingRiseMs} ms beside the beacons.`
}
