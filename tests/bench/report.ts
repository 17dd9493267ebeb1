import type { ApiLoadResult } from './api-load.ts'
import type { ColdStartResult } from './cold-start.ts'
import type { FirstLoadJsResult } from './first-load-js.ts'
import type { LighthouseResult } from './lighthouse.ts'
import type { LoginLoadResult } from './login-load.ts'

export const budgets = { firstLoadJsKb: 130, lighthousePerformance: 95, loopP99Ms: 20, coldStartMs: 3000 }

/** A step's result, or why it has none; a step left out of the run is simply absent. */
export type Outcome<T> = { value: T } | { error: string }

export interface BenchResults {
  startedAt: Date
  elapsedS: number
  machine: { cores: number; cpuModel: string; memoryGb: number; node: string; os: string; loadAverage: number[] }
  options: { durationS: number; connections: number; lighthouseRuns: number; coldStarts: number }
  /** The 1-minute load average as each step began. */
  stepLoad: [string, number][]
  firstLoadJs?: Outcome<FirstLoadJsResult>
  lighthouse?: Outcome<LighthouseResult>
  apiLoad?: Outcome<ApiLoadResult>
  apiLoadPostgres?: Outcome<ApiLoadResult>
  loginLoad?: Outcome<LoginLoadResult>
  coldStart?: Outcome<ColdStartResult>
}

type Verdict = 'pass' | 'FAIL' | 'info' | 'ERROR'
export interface Row {
  figure: string
  measured: string
  budget: string
  verdict: Verdict
}

// kB as 1000 bytes, the stricter reading of the budget.
export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
export const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(n < 10 ? 1 : 0)} ms`)
export const num = (n: number) => Math.round(n).toLocaleString('en-US')
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const check = (ok: boolean): Verdict => (ok ? 'pass' : 'FAIL')

// The server only sends the .br/.gz files scripts/compress-dist.ts writes; a build without them goes out raw.
const uncompressed = (js: FirstLoadJsResult) => {
  const raw = js.scripts.filter((s) => s.encoding === 'identity' && s.rawBytes >= 1024).length
  return raw ? `, ${raw} of them uncompressed` : ''
}

function rowsOf<T>(figure: string, budget: string, outcome: Outcome<T> | undefined, rows: (value: T) => Row[]): Row[] {
  if (!outcome) return []
  if ('error' in outcome) return [{ figure, measured: `error: ${outcome.error.split('\n')[0]}`, budget, verdict: 'ERROR' }]
  return rows(outcome.value)
}

function loadRows(label: string, load: ApiLoadResult): Row[] {
  const { content, ping } = load
  return [
    {
      figure: `Content API, ${label}: req/s (p99)`,
      measured: `${num(content.requestsPerSec)} req/s (p99 ${ms(content.p99Ms)})${content.failed ? `, ${content.failed} failed` : ''}`,
      budget: '—',
      verdict: content.failed ? 'FAIL' : 'info',
    },
    {
      figure: `/api/ping, same server: req/s (p99)`,
      measured: `${num(ping.requestsPerSec)} req/s (p99 ${ms(ping.p99Ms)})`,
      budget: '—',
      verdict: ping.failed ? 'FAIL' : 'info',
    },
    { figure: `Content ÷ ping req/s, ${label}`, measured: ratio(content.requestsPerSec, ping.requestsPerSec), budget: '—', verdict: 'info' },
    {
      figure: `Server event-loop p99 under content load, ${label}`,
      measured: `${ms(content.loop.p99Ms)} (max ${ms(content.loop.maxMs)})`,
      budget: `≤ ${budgets.loopP99Ms} ms`,
      verdict: check(content.loop.p99Ms <= budgets.loopP99Ms),
    },
  ]
}

export function figureRows(r: BenchResults): Row[] {
  return [
    ...rowsOf('First-load JS of / (gzip -9)', `≤ ${budgets.firstLoadJsKb} kB`, r.firstLoadJs, (js) => [
      {
        figure: 'First-load JS of / (gzip -9)',
        measured: `${kb(js.gzipBytes)} kB in ${js.scripts.length} files (${kb(js.transferBytes)} kB sent${uncompressed(js)})`,
        budget: `≤ ${budgets.firstLoadJsKb} kB`,
        verdict: check(js.gzipBytes <= budgets.firstLoadJsKb * 1000),
      },
    ]),
    ...rowsOf('Lighthouse mobile performance', `≥ ${budgets.lighthousePerformance}`, r.lighthouse, ({ runs, median }) => [
      {
        figure: `Lighthouse mobile performance (median of ${runs.length})`,
        measured: `${median.scores.performance} (runs: ${runs.map((x) => x.scores.performance).join(', ')})`,
        budget: `≥ ${budgets.lighthousePerformance}`,
        verdict: check(median.scores.performance >= budgets.lighthousePerformance),
      },
      {
        figure: 'Lighthouse accessibility / best practices / SEO',
        measured: `${median.scores.accessibility} / ${median.scores['best-practices']} / ${median.scores.seo}`,
        budget: '—',
        verdict: 'info',
      },
      {
        figure: 'Lighthouse LCP / TBT / CLS (median run)',
        measured: `${ms(median.lcpMs)} / ${ms(median.tbtMs)} / ${median.cls.toFixed(3)}`,
        budget: '—',
        verdict: 'info',
      },
    ]),
    ...rowsOf('Content API under load, embedded', `≤ ${budgets.loopP99Ms} ms loop p99`, r.apiLoad, (load) => loadRows('embedded', load)),
    ...rowsOf('Content API under load, PostgreSQL', `≤ ${budgets.loopP99Ms} ms loop p99`, r.apiLoadPostgres, (load) =>
      loadRows('PostgreSQL', load),
    ),
    ...rowsOf('Login burst', `≤ ${budgets.loopP99Ms} ms loop p99`, r.loginLoad, (l) => [
      {
        figure: `Login, ${l.connections} connections: req/s (p50 / p99)`,
        measured: `${l.login.requestsPerSec.toFixed(1)} req/s (${ms(l.login.p50Ms)} / ${ms(l.login.p99Ms)})${l.login.failed ? `, ${l.login.failed} failed` : ''}`,
        budget: '—',
        verdict: l.login.failed ? 'FAIL' : 'info',
      },
      {
        figure: '/api/ping p99 from one client during the login burst',
        measured: `${ms(l.pingDuring.p99Ms)} (p50 ${ms(l.pingDuring.p50Ms)})`,
        budget: '—',
        verdict: 'info',
      },
      {
        figure: 'Server event-loop p99 during the login burst',
        measured: `${ms(l.loop.p99Ms)} (max ${ms(l.loop.maxMs)})`,
        budget: `≤ ${budgets.loopP99Ms} ms`,
        verdict: check(l.loop.p99Ms <= budgets.loopP99Ms),
      },
    ]),
    ...rowsOf('Cold start of npm start', `≤ ${budgets.coldStartMs / 1000} s`, r.coldStart, (cold) => [
      {
        figure: `Cold start, npm start → /api/health 200 (median of ${cold.runs.length})`,
        measured: `${ms(cold.medianMs)} (runs: ${cold.runs.map((x) => ms(x.healthMs)).join(', ')})`,
        budget: `≤ ${budgets.coldStartMs / 1000} s`,
        verdict: check(cold.medianMs <= budgets.coldStartMs),
      },
    ]),
  ]
}

/** Figures relative to each other and to their budgets: steadier than absolute numbers on a shared machine. */
export function ratioRows(r: BenchResults): [string, string][] {
  const value = <T>(o: Outcome<T> | undefined) => (o && 'value' in o ? o.value : undefined)
  const rows: [string, string][] = []
  const js = value(r.firstLoadJs)
  if (js) rows.push(['First-load JS ÷ budget', ratio(js.gzipBytes, budgets.firstLoadJsKb * 1000)])
  for (const [label, load] of [
    ['embedded', value(r.apiLoad)],
    ['PostgreSQL', value(r.apiLoadPostgres)],
  ] as const) {
    if (!load) continue
    rows.push([`Content ÷ ping req/s (${label})`, ratio(load.content.requestsPerSec, load.ping.requestsPerSec)])
    rows.push([`Content p99 ÷ ping p99 latency (${label})`, ratio(load.content.p99Ms, load.ping.p99Ms)])
    rows.push([`Loop p99 under content load ÷ budget (${label})`, ratio(load.content.loop.p99Ms, budgets.loopP99Ms)])
  }
  const [embedded, postgres] = [value(r.apiLoad), value(r.apiLoadPostgres)]
  if (embedded && postgres) {
    rows.push(['PostgreSQL ÷ embedded content req/s', ratio(postgres.content.requestsPerSec, embedded.content.requestsPerSec)])
  }
  const cold = value(r.coldStart)
  if (cold) rows.push(['Cold start ÷ budget', ratio(cold.medianMs, budgets.coldStartMs)])
  return rows
}

export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
