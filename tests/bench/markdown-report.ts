import type { HitRates } from '../../server/modules/journals/evaluation/evaluate.ts'
import type { ApiLoadResult, Figure, LoadFigure } from './api-load.ts'
import { BUYERS } from './payments.ts'
import { adminDetail, adminKnobs, adminMethod } from './admin-report.ts'
import { analyticsDetail, analyticsKnobs, analyticsMethod } from './analytics-report.ts'
import { communityDetail, communityKnobs, communityMethod } from './community-report.ts'
import { CHECKED_PER_KIND, DIRECTORY_CONNECTIONS, DIRECTORY_ROWS, type DirectoryBenchResult } from './directories.ts'
import { directories } from './directory-list.ts'
import type { ImportRun, JournalsBenchResult } from './journals.ts'
import { budgets, figureRows, kb, ms, num, ratioRows, value, type BenchResults, type DatabaseLabel } from './report.ts'

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
    `### API load, ${label} (${load.connections} connections)`,
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
    `### Journal finder, ${label}: ${num(j.journals)} journals`,
    '',
    `Catalogue generated and saved in ${j.prepareSeconds.toFixed(0)} s. Search index ready ${ms(j.indexReadyMs)} after the server answered ` +
      `/api/health (built in a worker thread). Server memory after the runs: RSS ${Math.round(j.match.loop.rssMb)} MB, ` +
      `JS heap ${Math.round(j.match.loop.heapUsedMb)} MB. Request mix (${num(j.mix.distinct)} distinct requests): ${j.mix.description}.`,
    '',
    mdTable(figureHeader, [
      figureRow(`GET /api/journals, varied mix, ${j.durationS} s`, j.list, j.connections),
      figureRow(`the same, access checked every time (ACCESS_CACHE_SECONDS=0)`, j.listUncached, j.connections),
      figureRow(`GET /api/ping, ${j.durationS} s`, j.ping, j.connections),
      figureRow(`POST /api/journals/match, evaluation set in turn, ${Math.min(10, j.durationS)} s`, j.match, 1),
    ]),
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

const databaseTitles: Record<DatabaseLabel, string> = { embedded: 'embedded PostgreSQL (PGlite)', PostgreSQL: 'PostgreSQL' }

function directoryDetail(path: string, database: DatabaseLabel, d: DirectoryBenchResult) {
  const pct = (share: number) => `${Math.round(share * 100)}%`
  const kinds = (member: boolean) =>
    d.mix.kinds
      .filter((k) => k.member === member)
      .map((k) => `${k.kind} ${pct(k.share)}`)
      .join(', ')
  return [
    `### GET ${path}, ${databaseTitles[database]}: ${num(d.rows)} rows`,
    '',
    `Rows generated and saved in ${d.prepareSeconds.toFixed(0)} s. Server memory after the runs: RSS ${Math.round(d.list.loop.rssMb)} MB, ` +
      `JS heap ${Math.round(d.list.loop.heapUsedMb)} MB. Request mix (${num(d.mix.distinct)} distinct of ${num(d.mix.requests)} requests): ` +
      `visitors on page 1: ${kinds(false)}; members (search and later pages): ${kinds(true)}.`,
    '',
    mdTable(figureHeader, [
      figureRow(`GET ${path}, varied mix, ${d.durationS} s`, d.list, d.connections),
      figureRow(`The same mix on the baseline, ${d.durationS} s`, d.baseline, d.connections),
      figureRow(`GET ${path}, unfiltered first page only, ${d.durationS} s`, d.firstPage, d.connections),
      figureRow(`GET /api/ping, ${d.durationS} s`, d.ping, d.connections),
    ]),
  ]
}

export function renderMarkdown(r: BenchResults): string {
  const m = r.machine
  const out = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (tests/bench/); do not edit by hand, rerun it.',
    '',
    `Latest run: ${r.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, ${Math.round(r.elapsedS)} s in all.`,
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGb} GB, ${m.os}, Node ${m.node}; ` +
      `load average at start ${m.loadAverage.map((l) => l.toFixed(2)).join(' / ')}. ` +
      'A shared, noisy machine: compare the ratios rather than the absolute numbers.',
    '',
    `1-minute load average as each step began: ${r.stepLoad.map(([step, load]) => `${step.split(' (')[0]} ${load.toFixed(1)}`).join('; ')}.`,
    '',
    '## Figures',
    '',
    mdTable(
      ['figure', 'measured', 'budget', 'verdict'],
      figureRows(r).map((x) => [x.figure, x.measured, x.budget, x.verdict]),
    ),
    '',
    '## Ratios',
    '',
    mdTable(['ratio', 'value'], ratioRows(r)),
    '',
    '## Details',
    '',
  ]
  const js = value(r.firstLoadJs)
  if (js) {
    const share = (bytes: number) => `${Math.round((bytes / js.gzipBytes) * 100)} %`
    const rows = (list: { name: string; gzipBytes: number; modules: number }[]) =>
      list.map((row) => [row.name, `${kb(row.gzipBytes)} kB`, share(row.gzipBytes), String(row.modules)])
    const sum = (list: { gzipBytes: number }[]) => list.reduce((total, row) => total + row.gzipBytes, 0)
    out.push(
      '### First-load JS of `/`',
      '',
      mdTable(
        ['file', 'gzip -9', 'sent (brotli)'],
        js.scripts.map((s) => [s.file, `${kb(s.gzipBytes)} kB`, `${kb(s.sentBytes)} kB`]),
      ),
      '',
      '### What the first screen holds',
      '',
      `By package (${kb(sum(js.packages))} kB):`,
      '',
      mdTable(['package', 'gzip -9', 'share', 'modules'], rows(js.packages)),
      '',
      `By folder of the repository (${kb(sum(js.folders))} kB):`,
      '',
      mdTable(['folder', 'gzip -9', 'share', 'modules'], rows(js.folders)),
      '',
      `Of \`src/routes/\`, the admin area's route definitions (\`admin-dashboard*.tsx\`: their guards, search schemas and ` +
        `what those import, never their screens) take ${kb(js.adminRoutesGzipBytes)} kB.`,
      '',
    )
  }
  const screens = value(r.everyScreenJs)
  if (screens) {
    out.push(
      '### Every other screen on top of the shell',
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
  const lh = value(r.lighthouse)
  if (lh) {
    out.push(
      '### Lighthouse runs',
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
      `### Login burst (${login.connections} connections, ${login.durationS} s, scrypt N=2^17 r=8 p=1)`,
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
      `### Sign-in lockout (${burst.attempts} wrong passwords at once for one account, default limits)`,
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
  for (const { path, database, outcome } of r.directories ?? []) {
    const d = value(outcome)
    if (d) out.push(...directoryDetail(path, database, d), '')
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
      '### Cold starts',
      '',
      mdTable(
        ['start', 'until /api/health 200', 'until the "ready" log line'],
        cold.runs.map((x, i) => [String(i + 1), ms(x.healthMs), x.readyLogMs === undefined ? '—' : ms(x.readyLogMs)]),
      ),
      ...(cold.discarded ? ['', `${cold.discarded} start(s) discarded because npm start rebuilt the web app.`] : []),
      '',
    )
  }
  out.push(reproduce, '', methodNotes(r.options, lh?.version), communityMethod(), adminMethod(), analyticsMethod())
  return out.join('\n') + '\n'
}

const reproduce = `## How to reproduce

\`\`\`sh
npm run bench                          # everything, about 25 minutes; rewrites this file
BENCH_DURATION=5 npm run bench         # shorter load runs (seconds per target)
BENCH_ONLY=api-load,cold-start npm run bench   # a subset (steps: first-load-js, lighthouse, api-load, login, login-burst, cold-start, journals, journal-import, directories, payments, chat, content-change, community, admin, analytics, alerts); does not rewrite this file
BENCH_ONLY=journals BENCH_JOURNALS=10000 npm run bench   # the journal finder on a smaller catalogue, for a quick look
BENCH_ONLY=directories BENCH_VACANCIES=5000 npm run bench   # the directory lists on fewer rows, for a quick look
BENCH_ONLY=community BENCH_COMMUNITY_POSTS=5000 BENCH_COMMUNITY_LIKES=50000 npm run bench   # the community on less data
BENCH_ONLY=api-load BENCH_OUT=/tmp/load.md npm run bench   # a subset, with its details written elsewhere
BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench   # adds the runs on PostgreSQL
\`\`\`

Other knobs: \`BENCH_CONNECTIONS\` (50), \`BENCH_LOGIN_CONNECTIONS\` (20), \`BENCH_JOURNALS\` (100000), ${directories.map((d) => `\`${d.countVariable}\``).join(', ')} (${DIRECTORY_ROWS} each), \`BENCH_DIRECTORIES\` (every directory's table: ${directories.map((d) => d.table).join(', ')}), ${communityKnobs()}, ${adminKnobs()}, ${analyticsKnobs()}, \`BENCH_ALERT_SEARCHES\` (100000), \`BENCH_ALERT_VACANCIES\` (1000), \`BENCH_LIGHTHOUSE_RUNS\` (3), \`BENCH_COLD_STARTS\` (3),
\`BENCH_TIMEOUT\` (whole run, seconds; 3600), \`BENCH_SKIP_BUILD=1\` (measure \`dist/\` as it is), \`BENCH_CPU_PROF=<dir>\` (each real server writes a V8 CPU profile there when it stops). The exit code is 1 when a figure misses its budget or a step fails.`

function methodNotes(o: BenchResults['options'], lighthouseVersion: string | undefined) {
  return `## Method

- **Everything** runs against the production build (\`scripts/ensure-build.ts\` builds it when it is missing or stale;
  the bench runs \`npm run build\` again if \`dist/\` lacks the precompressed \`.br\`/\`.gz\` scripts) served by the real
  server (\`server/main.ts\`) on 127.0.0.1, with a fresh data directory under the system temp directory that is
  removed at the end. The server runs in a child process (\`tests/bench/bench-server.ts\`) with
  \`LOG_LEVEL=warn\` and a rate limit too high to matter.
- **First-load JS**: read from the build, not a browser. \`vite.config.ts\` writes \`dist/.vite/module-graph.json\`
  (each chunk's static and lazy imports, the route file it is a split of, and its modules); \`tests/bench/module-graph.ts\`
  takes what a phone's first visit to a screen loads before the screen renders: the entry script and the component and
  loader chunks of every route the address matches, each with everything it imports (\`main.tsx\` awaits
  \`router.load()\` before the first render, and Vite preloads a chunk's imports with it). Lazy imports made later
  (after the first paint, when scrolled near, for members or staff only) are not part of it. Each file counts as
  **gzip level 9** of its bytes; "sent" is the precompressed brotli copy the server sends. A screen's own JS is what
  it loads beyond the shell: the first screen and the frame's lazy parts (the header's signed-in controls and phone
  menu, the toasts, the upsell, the not-found screen). The breakdown shares each file's gzip size out to its modules
  in proportion to each module's own gzip size. \`npm test\` checks the same figures (\`tests/e2e/js-budgets.spec.ts\`).
  kB = 1000 bytes.
- **Lighthouse**: Lighthouse ${lighthouseVersion ?? ''} run programmatically with chrome-launcher on \`/usr/bin/chromium\`, default mobile
  settings (emulated Moto G Power, simulated slow 4G and 4× CPU slowdown), a fresh browser per run, ${o.lighthouseRuns} runs. The
  run with the median performance score is reported with its other scores and metrics.
- **API load**: autocannon in the bench process, ${o.connections} connections, ${o.durationS} s per target after a
  3 s warm-up, first on \`/api/ping\` (touches nothing) and then on a rotation over three content routes (a
  section, the menu, a managed page: one database query each), on the same server. The ratio content ÷ ping is
  what the content routes cost on top of Fastify itself. The **event-loop delay** is measured inside the server process with \`perf_hooks.monitorEventLoopDelay\`
  (1 ms resolution, taken off each sample: Node records the whole interval between two timer firings, so an idle
  loop reads 0 here), reset just before and read just after each measured window over the IPC channel; "loop busy"
  is the server's main-thread event-loop utilisation and "server CPU" the whole server process (PGlite's worker
  thread included; 100 % = one core) in that window. Load generator and server share the machine's cores, so the
  loop delay includes time the server waited for a core. Then each content route alone, ${Math.min(5, o.durationS)} s each.
- **PostgreSQL** (only with \`BENCH_DATABASE_URL\` or \`DATABASE_URL\`): the same load run against a throwaway database
  created on that server for the run and dropped after it.
- **Cold start**: \`npm start\` spawned in its own process group on the data directory the embedded server of the
  same run created and seeded, with the build present; timed from spawn until \`/api/health\` answers 200 (polled
  every 20 ms), ${o.coldStarts} times, median reported. Each start is stopped with SIGTERM to its process group and
  waited for before the next. A start during which \`npm start\` rebuilt the web app is discarded.
- **Journal finder** (\`tests/bench/journals.ts\`): a fresh database seeded as on a first start (the 300 demo
  journals) and filled to the catalogue size with generated journals (the demo generator with another seed, 1,500
  small publishers beside the large ones) through the same batch save as an import; then the real server on it with
  \`SERVE_WEB=false\`. The list is loaded with 16 connections over 2,000 generated requests (each connection cycles
  through them: about as many distinct queries as requests, so nothing is a repeated URL), \`/api/ping\` likewise
  beside it, each ${o.durationS} s after a 3 s warm-up. No result is cached; what is cached is a member's access
  grant (5 s by default, see docs/decisions/0007-journal-search.md), so the list is measured again on a server started
  with \`ACCESS_CACHE_SECONDS=0\`, where each member request looks up its session and plan in the database. The matcher is timed on the evaluation set's 46 manuscripts in turn from
  one client for up to 10 s. Hit rates: on the demo catalogue, computed in the bench process with the server's
  code, against the labels (the demo journals of each manuscript's subjects); at full size, through the API, as
  "a journal of the manuscript's subject" (the labels' own rule applied to the generated journals) and as "one of
  the labelled demo journals" (which the generated journals of the same subjects crowd out). The import runs
  \`scripts/import-journals.ts\` as \`npm run import:journals\` does, on a generated DOAJ CSV of 20,000 new
  journals and then the same file again, with the server stopped; peak memory is the process's \`maxRSS\` (the
  embedded database's worker thread included) and its main thread's sampled JS heap.
- **Directory lists** (\`tests/bench/directories.ts\`; the lists in \`tests/bench/directory-list.ts\`): a fresh database seeded as on a
  first start (the demo rows) and filled to ${num(DIRECTORY_ROWS)} rows by the demo generator with another seed, saved through the
  factory the demo data and the tests use (the experts in SQL, \`tests/bench/expert-requests.ts\`: named as the admin bench's members,
  one to three subjects and a bio each, their search vectors written by the profiles' own trigger); then the real server on it with \`SERVE_WEB=false\`, on the embedded database and, with
  \`BENCH_DATABASE_URL\` or \`DATABASE_URL\`, on a throwaway PostgreSQL database. The list is loaded with ${DIRECTORY_CONNECTIONS} connections over 2,000
  generated requests, shuffled, of the kinds its details name, each drawn from one listed generated row so that its filters and
  search words find that row at least (search words are the row's title words, whole or half-typed). Search text and pages past
  the first are sent with a paid member's session, as they need the list's feature. Before the load, the first
  ${CHECKED_PER_KIND} requests of each kind are sent once: each must answer 200, and the kind must find rows. \`/api/ping\` is loaded
  likewise beside it, and so is the list's unfiltered first page alone (the same request every time: one query of well under
  a millisecond in the database), each ${o.durationS} s after a 3 s warm-up: what any request to the list costs on this machine at
  the least, apart from what its filters and search add. The mix is also loaded on the **baseline**
  (\`tests/bench/baseline-server.ts\`): a Fastify server with no plugins, hooks or validation which, for each request, sends the
  statements the real server sent for it and answers their rows. They are recorded from the real server itself
  (\`statement-capture.ts\`: each distinct request sent twice before the load, the second's statements kept) and sent one after
  another through the same \`pg\` client and pool size, on the same database (the embedded one through the real server's own
  PGlite, which stays up), right after the real server's run: ours ÷ baseline is what our server's own work leaves of the
  floor its statements allow (target ≥ ${budgets.oursOfBaseline}). Budgets: p99 ≤ ${budgets.directoryListP99Ms.embedded} ms on
  the embedded database, ≤ ${budgets.directoryListP99Ms.PostgreSQL} ms on PostgreSQL.
- **Buying a plan** (\`tests/bench/payments.ts\`): a fresh database seeded as on a first start, with ${BUYERS} new members with sessions;
  the PayPal sandbox (\`server/paypal-sandbox/\`) on a loopback port of its own, as PayPal is a service apart, and the real server
  pointed at it (\`PAYPAL_API_URL\`), its webhooks included. All members at once: create an order, approve it on the sandbox's
  buyer page, capture it; the capture is timed from the request to the answer. Three seconds later, when the sandbox's webhooks for
  the same captures have arrived, each member's subscriptions are counted through the API: each must have exactly one.`
}
