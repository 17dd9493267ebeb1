import type { Figure } from './api-load.ts'
import type { ListBenchResult } from './lists.ts'
import { databaseTitles, mdTable } from './markdown-report.ts'
import { budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Outcome, type Row } from './report.ts'

// The `lists` step in the report: per list, database and size, each shape alone at idle (ours and the baseline's
// median of five) and the mix at a fixed offered rate. Ours against the baseline is its time ÷ ours: at a fixed
// offered rate both answer every request, so requests a second cannot tell them apart; the time a request takes can.

/** One list at one size on one database, as BenchResults holds it. */
export interface ListRun {
  list: string
  path: string
  database: DatabaseLabel
  size: number
  outcome: Outcome<ListBenchResult>
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const failed = (f: Figure) => (f.failed ? `, ${num(f.failed)} failed` : '')
const worstOf = (l: ListBenchResult) => l.shapes.reduce((worst, s) => (s.ours.medianMs > worst.ours.medianMs ? s : worst))
/** The baseline's time ÷ ours over every shape: the sums of their medians. */
const shapesOfBaseline = (l: ListBenchResult) => sum(l.shapes.map((s) => s.baseline.medianMs)) / sum(l.shapes.map((s) => s.ours.medianMs))
const mixOfBaseline = (l: ListBenchResult) => l.mix.baseline.p50Ms / l.mix.ours.p50Ms
const titleOf = (run: ListRun, l: { rows: number }) => `GET ${run.path}, ${num(l.rows)} rows, ${run.database}`

export function listRows(run: ListRun, l: ListBenchResult): Row[] {
  const shapeBudget = budgets.listShapeMs[run.database]
  const mixBudget = budgets.listMixP99Ms[run.database]
  const worst = worstOf(l)
  const lowest = l.shapes.reduce((low, s) => (s.baseline.medianMs / s.ours.medianMs < low.baseline.medianMs / low.ours.medianMs ? s : low))
  const { ours, baseline } = l.mix
  return [
    {
      figure: `${titleOf(run, l)}: ${l.shapes.length} shapes, each alone at idle (median of 5), the slowest: ${worst.name}`,
      measured: `${ms(worst.ours.medianMs)} (max ${ms(worst.ours.maxMs)}; baseline ${ms(worst.baseline.medianMs)})`,
      budget: `every shape ≤ ${shapeBudget} ms`,
      verdict: check(worst.ours.medianMs <= shapeBudget),
    },
    {
      figure: `The same shapes, baseline ÷ ours (the sums of their medians; the lowest shape's in brackets)`,
      measured: `${ratio(sum(l.shapes.map((s) => s.baseline.medianMs)), sum(l.shapes.map((s) => s.ours.medianMs)))} (${lowest.name}: ${ratio(lowest.baseline.medianMs, lowest.ours.medianMs)})`,
      budget: `≥ ${budgets.oursOfBaseline}`,
      verdict: check(shapesOfBaseline(l) >= budgets.oursOfBaseline),
    },
    {
      figure: `${titleOf(run, l)}: the mix offered at ${l.mix.rate} a second (open loop), p50 / p99; the baseline's`,
      measured: `${ms(ours.p50Ms)} / ${ms(ours.p99Ms)}${failed(ours)}; ${ms(baseline.p50Ms)} / ${ms(baseline.p99Ms)}${failed(baseline)}`,
      budget: `p99 ≤ ${mixBudget} ms`,
      verdict: ours.failed || baseline.failed ? 'FAIL' : check(ours.p99Ms <= mixBudget),
    },
    {
      figure: `The mix, baseline p50 ÷ ours`,
      measured: ratio(baseline.p50Ms, ours.p50Ms),
      budget: `≥ ${budgets.oursOfBaseline}`,
      verdict: check(mixOfBaseline(l) >= budgets.oursOfBaseline),
    },
  ]
}

/** For each list and database measured at more than one size: the slowest shape at the largest ÷ at the smallest. */
export function listGrowthRows(runs: ListRun[]): Row[] {
  const measured = runs.flatMap((run) => {
    const l = value(run.outcome)
    return l ? [{ run, l }] : []
  })
  const groups = new Map<string, typeof measured>()
  for (const one of measured) groups.set(`${one.run.path} ${one.run.database}`, [...(groups.get(`${one.run.path} ${one.run.database}`) ?? []), one])
  return [...groups.values()].flatMap((group) => {
    if (group.length < 2) return []
    const [small, large] = [group.reduce((a, b) => (b.l.rows < a.l.rows ? b : a)), group.reduce((a, b) => (b.l.rows > a.l.rows ? b : a))]
    const [before, after] = [worstOf(small.l), worstOf(large.l)]
    return [
      {
        figure: `GET ${small.run.path}, ${small.run.database}: the slowest shape at ${num(large.l.rows)} rows ÷ at ${num(small.l.rows)}`,
        measured: `${ratio(after.ours.medianMs, before.ours.medianMs)} (${after.name} ${ms(after.ours.medianMs)}; ${before.name} ${ms(before.ours.medianMs)})`,
        budget: `≤ ${budgets.listGrowth}`,
        verdict: check(after.ours.medianMs <= before.ours.medianMs * budgets.listGrowth),
      },
    ]
  })
}

export function listRatios(r: BenchResults): [string, string][] {
  return (r.lists ?? []).flatMap((run): [string, string][] => {
    const l = value(run.outcome)
    if (!l) return []
    const label = `${run.path}, ${num(l.rows)} rows (${run.database})`
    return [
      [`${label}: the slowest shape ÷ ${budgets.listShapeMs[run.database]} ms`, ratio(worstOf(l).ours.medianMs, budgets.listShapeMs[run.database])],
      [`${label}: the mix's p99 ÷ ${budgets.listMixP99Ms[run.database]} ms`, ratio(l.mix.ours.p99Ms, budgets.listMixP99Ms[run.database])],
      [`${label}: the shapes, baseline ÷ ours`, shapesOfBaseline(l).toFixed(2)],
      [`${label}: the mix's p50, baseline ÷ ours`, mixOfBaseline(l).toFixed(2)],
    ]
  })
}

const time = (t: { medianMs: number; maxMs: number }) => `${ms(t.medianMs)} (${ms(t.maxMs)})`
const mixRow = (name: string, f: Figure) => [name, ms(f.p50Ms), ms(f.p99Ms), num(f.requestsPerSec), num(f.total), String(f.failed), `${ms(f.loop.p99Ms)} / ${ms(f.loop.maxMs)}`]

export function listDetail(run: ListRun, l: ListBenchResult) {
  const pct = (share: number) => `${Math.round(share * 100)}%`
  const kinds = (signedIn: boolean) =>
    l.mix.kinds
      .filter((k) => k.signedIn === signedIn)
      .map((k) => `${k.kind} ${pct(k.share)}`)
      .join(', ') || 'none'
  return [
    `#### GET ${run.path}, ${databaseTitles[run.database]}: ${num(l.rows)} rows`,
    '',
    `${l.kept ? 'The kept database copied' : 'Rows generated and saved'} in ${l.prepareSeconds.toFixed(0)} s. Each shape sent once to warm, ` +
      'then five times one after another with a signed-in session, on the idle server and on the baseline sending the ' +
      'statements recorded for it: the median (and the slowest) of the five.',
    '',
    mdTable(
      ['shape', 'request', 'what the data holds', 'ours: median (max)', 'baseline: median (max)', 'baseline ÷ ours'],
      l.shapes.map((s) => [s.name, `\`${s.path}\``, s.note ?? '', time(s.ours), time(s.baseline), ratio(s.baseline.medianMs, s.ours.medianMs)]),
    ),
    '',
    `The mix (${num(l.mix.distinct)} distinct of ${num(l.mix.requests)} requests; signed in: ${kinds(true)}; visitors: ${kinds(false)}) ` +
      `offered at ${l.mix.rate} a second for ${l.mix.durationS} s (open loop: each request at its moment, timed from it), after a 3 s warm-up:`,
    '',
    mdTable(['server', 'p50', 'p99', 'req/s', 'requests', 'failed', 'server loop p99 / max'], [mixRow('ours', l.mix.ours), mixRow('baseline', l.mix.baseline)]),
  ]
}
