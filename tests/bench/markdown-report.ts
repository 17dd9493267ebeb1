import type { HitRates } from '../../server/modules/journals/evaluation/evaluate.ts'
import type { ApiLoadResult, Figure, LoadFigure } from './api-load.ts'
import { adminDetail } from './admin-report.ts'
import { analyticsDetail } from './analytics-report.ts'
import { communityDetail } from './community-report.ts'
import { FULL_RUN_HEADING } from './doc-section.ts'
import type { ImportRun, JournalsBenchResult } from './journals.ts'
import { listDetail } from './list-report.ts'
import { figureRows, kb, ms, num, ratioRows, value, type BenchResults, type DatabaseLabel } from './report.ts'

// docs/benchmarks.md: the figures, the ratios and how each was measured.
export const mdTable = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`).join('\n')

function loadDetail(label: string, load: ApiLoadResult) {
  const row = (name: string, f: LoadFigure) => [
    name,
    f.paths.join(', '),
    num(f.requestsPerSec),
    ms(f.p50Ms),
    ms(f.p99Ms),
    num(f.total),
    String(f.failed),
    `${ms(f.loop.p50Ms)} / ${ms(f.loop.p99Ms)} / ${ms(f.loop.maxMs)}`,
    f.loop.utilization.toFixed(2),
    `${Math.round(f.loop.cpuPercent)} %`,
  ]
  return [
    `#### API load, ${label} (${load.connections} connections)`,
    '',
    mdTable(
      ['target', 'paths', 'req/s', 'p50', 'p99', 'requests', 'failed', 'server loop p50 / p99 / max', 'loop busy', 'server CPU'],
      [
        row(`content, ${load.durationS} s`, load.content),
        row(`ping, ${load.durationS} s`, load.ping),
        ...load.perRoute.map((f) => row(`one route, ${load.perRouteDurationS} s`, f)),
      ],
    ),
  ]
}

export const figureHeader = ['target', 'connections', 'req/s', 'p50', 'p99', 'requests', 'failed', 'server loop p50 / p99 / max', 'loop busy', 'server CPU']
export const figureRow = (name: string, f: Figure, connections: number) => [
  name,
  String(connections),
  num(f.requestsPerSec),
  ms(f.p50Ms),
  ms(f.p99Ms),
  num(f.total),
  String(f.failed),
  `${ms(f.loop.p50Ms)} / ${ms(f.loop.p99Ms)} / ${ms(f.loop.maxMs)}`,
  f.loop.utilization.toFixed(2),
  `${Math.round(f.loop.cpuPercent)} %`,
]

function journalDetail(label: string, j: JournalsBenchResult) {
  const imp = (name: string, i: ImportRun) => [name, num(i.rows), `${i.seconds.toFixed(1)} s`, `${Math.round(i.peakRssMb)} MB`, `${Math.round(i.peakHeapMb)} MB`, i.summary]
  const rates = (h: HitRates) => `top-1 ${h.top1.toFixed(2)}, top-5 ${h.top5.toFixed(2)}${h.misses.length ? ` (missed: ${h.misses.join(', ')})` : ''}`
  return [
    `#### Journal finder, ${label}: ${num(j.journals)} journals`,
    '',
    `Catalogue generated and saved in ${j.prepareSeconds.toFixed(0)} s. Search index ready ${ms(j.indexReadyMs)} after the server answered ` +
      `/api/health (built in a worker thread). Server memory after the runs: RSS ${Math.round(j.match.loop.rssMb)} MB, ` +
      `JS heap ${Math.round(j.match.loop.heapUsedMb)} MB. The list's requests are measured in the \`lists\` step.`,
    '',
    mdTable(figureHeader, [figureRow(`POST /api/journals/match, evaluation set in turn, ${Math.min(10, j.durationS)} s`, j.match, 1)]),
    '',
    `Matcher at ${num(j.journals)} journals: a journal of the manuscript's subject ${j.atScale.subjects.top1.toFixed(2)} / ${j.atScale.subjects.top5.toFixed(2)} ` +
      `(top-1 / top-5); one of the labelled demo journals ${rates(j.atScale.journals)}.` +
      (j.labelled ? ` On the demo catalogue the labels were written for: ${rates(j.labelled)}.` : ''),
    '',
    mdTable(
      ['import', 'rows', 'time', 'peak RSS (process)', 'peak JS heap (main thread)', 'summary'],
      [imp('`npm run import:journals`, new journals', j.imports.first), imp('the same file again (updates)', j.imports.again)],
    ),
  ]
}

export const databaseTitles: Record<DatabaseLabel, string> = { embedded: 'embedded PostgreSQL (PGlite)', PostgreSQL: 'PostgreSQL' }

/** The section of docs/benchmarks.md a full run writes: its figures, ratios and each step's details. */
export function renderFullRun(r: BenchResults): string {
  const m = r.machine
  const out = [
    FULL_RUN_HEADING,
    '',
    'Written by `npm run bench` (tests/bench/) into this section alone; rerun it rather than edit the section by hand.',
    '',
    `Latest run: ${r.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, ${Math.round(r.elapsedS)} s in all.`,
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGb} GB, ${m.os}, Node ${m.node}; ` +
      `load average at start ${m.loadAverage.map((l) => l.toFixed(2)).join(' / ')}. ` +
      'A shared, noisy machine: compare the ratios rather than the absolute numbers.',
    '',
    `1-minute load average as each step began: ${r.stepLoad.map(([step, load]) => `${step.split(' (')[0]} ${load.toFixed(1)}`).join('; ')}.`,
    '',
    '### Figures',
    '',
    mdTable(
      ['figure', 'measured', 'budget', 'verdict'],
      figureRows(r).map((x) => [x.figure, x.measured, x.budget, x.verdict]),
    ),
    '',
    '### Ratios',
    '',
    mdTable(['ratio', 'value'], ratioRows(r)),
    '',
    '### Details',
    '',
  ]
  const js = value(r.firstLoadJs)
  if (js) {
    const share = (bytes: number) => `${Math.round((bytes / js.gzipBytes) * 100)} %`
    const rows = (list: { name: string; gzipBytes: number; modules: number }[]) =>
      list.map((row) => [row.name, `${kb(row.gzipBytes)} kB`, share(row.gzipBytes), String(row.modules)])
    const sum = (list: { gzipBytes: number }[]) => list.reduce((total, row) => total + row.gzipBytes, 0)
    out.push(
      '#### First-load JS of `/`',
      '',
      mdTable(
        ['file', 'gzip -9', 'sent (brotli)'],
        js.scripts.map((s) => [s.file, `${kb(s.gzipBytes)} kB`, `${kb(s.sentBytes)} kB`]),
      ),
      '',
      '#### What the first screen holds',
      '',
      `By package (${kb(sum(js.packages))} kB):`,
      '',
      mdTable(['package', 'gzip -9', 'share', 'modules'], rows(js.packages)),
      '',
      `By folder of the repository (${kb(sum(js.folders))} kB):`,
      '',
      mdTable(['folder', 'gzip -9', 'share', 'modules'], rows(js.folders)),
      '',
      `The other screens' route definitions (their paths, guards, search schemas and the lists of files each loads) are ` +
        `not in it: the full route tree, ${kb(js.routeTreeGzipBytes)} kB, comes with the page at any other address and ` +
        'once the home is idle (src/route-tree.ts).',
      '',
    )
  }
  const screens = value(r.everyScreenJs)
  if (screens) {
    out.push(
      '#### Every other screen on top of the shell',
      '',
      mdTable(
        ['screen', 'own JS (gzip -9)', 'files', 'largest'],
        screens.map(({ path, js: own }) => [
          path,
          `${kb(own.gzipBytes)} kB`,
          String(own.scripts.length),
          own.scripts[0] ? `${own.scripts[0].file} ${kb(own.scripts[0].gzipBytes)} kB` : '—',
        ]),
      ),
      '',
    )
  }
  for (const { path, outcome } of r.lighthouse ?? []) {
    const lh = value(outcome)
    if (!lh) continue
    out.push(
      `#### Lighthouse runs, ${path}`,
      '',
      mdTable(
        ['run', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
        lh.runs.map((x, i) => [
          String(i + 1),
          String(x.scores.performance),
          String(x.scores.accessibility),
          String(x.scores['best-practices']),
          String(x.scores.seo),
          ms(x.fcpMs),
          ms(x.lcpMs),
          ms(x.tbtMs),
          x.cls.toFixed(3),
        ]),
      ),
      '',
      `Lighthouse's CPU benchmark index of this machine per run: ${lh.runs.map((x) => x.benchmarkIndex).join(', ')} ` +
        '(its simulated 4× slowdown is calibrated for about 1000 and up; lower means slower CPU time measured than a ' +
        'typical desktop, which inflates TBT and the time to LCP).',
      '',
      `Performance audits below 0.9 in the median run: ${lh.median.shortfalls.join('; ') || 'none'}.`,
      ...(lh.median.warnings.length ? ['', `Lighthouse warnings: ${lh.median.warnings.join(' ')}`] : []),
      '',
    )
  }
  for (const [label, load] of [
    ['embedded PostgreSQL (PGlite)', value(r.apiLoad)],
    ['PostgreSQL', value(r.apiLoadPostgres)],
  ] as const) {
    if (load) out.push(...loadDetail(label, load), '')
  }
  const login = value(r.loginLoad)
  if (login) {
    out.push(
      `#### Login burst (${login.connections} connections, ${login.durationS} s, scrypt N=2^17 r=8 p=1)`,
      '',
      mdTable(
        ['target', 'req/s', 'p50', 'p99', 'requests', 'failed'],
        [
          ['POST /api/login', login.login.requestsPerSec.toFixed(1), ms(login.login.p50Ms), ms(login.login.p99Ms), num(login.login.total), String(login.login.failed)],
          ['GET /api/ping, 1 client alongside', '—', ms(login.pingDuring.p50Ms), ms(login.pingDuring.p99Ms), num(login.pingDuring.total), '—'],
        ],
      ),
      '',
      `Server loop p50 / p99 / max ${ms(login.loop.p50Ms)} / ${ms(login.loop.p99Ms)} / ${ms(login.loop.maxMs)}; ` +
        `server CPU ${Math.round(login.loop.cpuPercent)} % (hashing runs on libuv's thread pool, not the loop).`,
      '',
    )
  }
  const burst = value(r.loginBurst)
  if (burst) {
    const meaning: Record<number, string> = { 401: 'wrong password (checked)', 429: 'refused before the check' }
    out.push(
      `#### Sign-in lockout (${burst.attempts} wrong passwords at once for one account, default limits)`,
      '',
      mdTable(
        ['answer', 'count', 'last one after'],
        burst.answers.map((a) => [`${a.status} ${meaning[a.status] ?? ''}`.trim(), String(a.count), ms(a.lastMs)]),
      ),
      '',
      `The burst took ${ms(burst.burstMs)} and the server ran ${burst.hashed} password hashes for it; the right password ` +
        `straight after got ${burst.rightPasswordStatus}. Each attempt is counted for its account before the password is ` +
        `checked (and given back when it succeeds), so a burst meets the lockout after ${burst.limit} attempts: the rest, ` +
        'and the right password after them, are refused with 429 until the window ends. The server ran with the default ' +
        `per-account limit (${burst.limit}) and LOGIN_LIMIT_PER_ADDRESS lifted, since the per-address limit would also ` +
        'refuse part of a burst from one address.',
      '',
    )
  }
  for (const [label, j] of [
    ['embedded PostgreSQL (PGlite)', value(r.journalsEmbedded)],
    ['PostgreSQL', value(r.journalsPostgres)],
  ] as const) {
    if (j) out.push(...journalDetail(label, j), '')
  }
  for (const run of r.lists ?? []) {
    const l = value(run.outcome)
    if (l) out.push(...listDetail(run, l), '')
  }
  for (const { database, outcome } of r.community ?? []) {
    const c = value(outcome)
    if (c) out.push(...communityDetail(database, c), '')
  }
  for (const { database, outcome } of r.admin ?? []) {
    const a = value(outcome)
    if (a) out.push(...adminDetail(database, a), '')
  }
  for (const { database, outcome } of r.analytics ?? []) {
    const a = value(outcome)
    if (a) out.push(...analyticsDetail(database, a), '')
  }
  const cold = value(r.coldStart)
  if (cold) {
    out.push(
      '#### Cold starts',
      '',
      mdTable(
        ['start', 'until /api/health 200', 'until the "ready" log line'],
        cold.runs.map((x, i) => [String(i + 1), ms(x.healthMs), x.readyLogMs === undefined ? '—' : ms(x.readyLogMs)]),
      ),
      ...(cold.discarded ? ['', `${cold.discarded} start(s) discarded because npm start rebuilt the web app.`] : []),
      '',
    )
  }
  return out.join('\n').trimEnd()
}
