import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { mdTable } from './markdown-report.ts'
import { repoRoot } from './server-process.ts'
import { replaceSection, TEST_TIMES_HEADING } from './doc-section.ts'

// Times each layer of `npm test` as it runs there, from a fresh clone's state (no type-check cache, a fresh build),
// and writes the table into docs/benchmarks.md. TEST_TIMES_ONLY=e2e,api runs a subset and only prints it.
const layers = ['typecheck', 'lint', 'web', 'api', 'api-postgres', 'build', 'e2e'] as const
type Layer = (typeof layers)[number]

type LayerTime = { layer: Layer; seconds: number; tests?: number; load: number; ok: boolean }
type FileTime = { file: string; seconds: number; tests: number }

const only = process.env.TEST_TIMES_ONLY?.split(',').map((s) => s.trim())
const unknown = only?.filter((name) => !layers.includes(name as Layer)) ?? []
if (unknown.length) throw new Error(`TEST_TIMES_ONLY: unknown layer(s) ${unknown.join(', ')}; known: ${layers.join(', ')}`)
const wanted = layers.filter((layer) => (!only || only.includes(layer)) && (layer !== 'api-postgres' || process.env.TEST_DATABASE_URL))

const scratch = await mkdtemp(path.join(os.tmpdir(), 'test-times-'))

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code === 0))
  })
}

type VitestJson = { numTotalTests: number; testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] }

async function vitestFiles(file: string) {
  const report = JSON.parse(await readFile(file, 'utf8')) as VitestJson
  const files = report.testResults.map((r) => ({
    file: path.relative(repoRoot, r.name),
    seconds: (r.endTime - r.startTime) / 1000,
    tests: r.assertionResults.length,
  }))
  return { tests: report.numTotalTests, files }
}

type PwSuite = { file: string; specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[]; suites?: PwSuite[] }

// Playwright's JSON gives each test's duration; a spec file's time is their sum, per browser project.
function playwrightFiles(report: { suites: PwSuite[] }) {
  const byFile = new Map<string, FileTime>()
  const visit = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${suite.file} (${test.projectName})`
        const entry = byFile.get(key) ?? { file: key, seconds: 0, tests: 0 }
        entry.tests += 1
        entry.seconds += test.results.reduce((sum, r) => sum + r.duration, 0) / 1000
        byFile.set(key, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites) visit(suite)
  return [...byFile.values()]
}

const times: LayerTime[] = []
const fileTimes: Partial<Record<Layer, FileTime[]>> = {}

async function timeLayer(layer: Layer, command: string, args: string[], env?: Record<string, string>) {
  const load = os.loadavg()[0]!
  console.log(`\n▶ ${layer}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const ok = await run(command, args, env)
  const seconds = (performance.now() - started) / 1000
  console.log(`  ${layer} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`)
  const time: LayerTime = { layer, seconds, load, ok }
  times.push(time)
  return time
}

async function vitestLayer(layer: 'web' | 'api' | 'api-postgres') {
  const out = path.join(scratch, `${layer}.json`)
  // The web layer is two projects: most component tests share one window, a few keep their own.
  const projects = layer === 'web' ? ['web', 'web-isolated'] : [layer]
  const time = await timeLayer(layer, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`])
  const report = await vitestFiles(out).catch(() => undefined)
  if (report) {
    time.tests = report.tests
    fileTimes[layer] = report.files
  }
}

for (const layer of wanted) {
  if (layer === 'typecheck') await timeLayer(layer, 'npx', ['tsc', '-b', '--force'])
  if (layer === 'lint') await timeLayer(layer, 'npx', ['eslint', '.', '--max-warnings', '0'])
  if (layer === 'web' || layer === 'api' || layer === 'api-postgres') await vitestLayer(layer)
  // A fresh clone has no build; the e2e server makes one before the first spec.
  if (layer === 'build') await timeLayer(layer, 'npm', ['run', 'build'])
  if (layer === 'e2e') {
    const out = path.join(scratch, 'e2e.json')
    const time = await timeLayer(layer, 'npx', ['playwright', 'test', '--reporter=dot,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: out })
    const report = await readFile(out, 'utf8').then((text) => JSON.parse(text) as { suites: PwSuite[] }).catch(() => undefined)
    if (report) {
      fileTimes.e2e = playwrightFiles(report)
      time.tests = fileTimes.e2e.reduce((sum, f) => sum + f.tests, 0)
    }
  }
}
await rm(scratch, { recursive: true, force: true })

/** 239.8 s as '4:00': rounded to the second first, so a layer never shows ':60'. */
const minutes = (s: number) => {
  const whole = Math.round(s)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
const total = times.reduce((sum, t) => sum + t.seconds, 0)
const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
const [load1, load5, load15] = os.loadavg().map((n) => n.toFixed(2))

const slowest = (layer: Layer, count: number) => {
  const files = [...(fileTimes[layer] ?? [])].sort((a, b) => b.seconds - a.seconds).slice(0, count)
  if (!files.length) return []
  return [
    '',
    `Slowest files, ${layer} (${layer === 'e2e' ? 'sum of its tests' : 'from its start to its end, workers in parallel'}):`,
    '',
    mdTable(['file', 'tests', 'time'], files.map((f) => [f.file, String(f.tests), `${f.seconds.toFixed(1)} s`])),
  ]
}

// Every spec file, its time at each size, slowest first.
function e2eTable() {
  const files = new Map<string, Partial<Record<string, FileTime>>>()
  for (const f of fileTimes.e2e ?? []) {
    const [, file, project] = /^(.*) \((\w+)\)$/.exec(f.file)!
    files.set(file!, { ...files.get(file!), [project!]: f })
  }
  if (!files.size) return []
  const cell = (f?: FileTime) => (f ? `${f.tests} / ${f.seconds.toFixed(1)} s` : '')
  const sum = (row: Partial<Record<string, FileTime>>) => (row.desktop?.seconds ?? 0) + (row.phone?.seconds ?? 0)
  const rows = [...files.entries()].sort((a, b) => sum(b[1]) - sum(a[1]))
  return [
    '',
    'End-to-end by spec file (tests / sum of their durations; two workers run them in parallel):',
    '',
    mdTable(['spec', 'desktop', 'phone'], rows.map(([file, row]) => [file, cell(row.desktop), cell(row.phone)])),
  ]
}

const section = [
  TEST_TIMES_HEADING,
  '',
  `Written by \`npm run test:times\` (tests/bench/test-times.ts); last run ${when} UTC on ${os.cpus().length} cores, load average at the end ${load1} / ${load5} / ${load15}.`,
  'Each layer runs alone, as `npm test` runs it, from a fresh clone\'s state: `tsc -b --force` (no type-check cache), a new build before the browser tests.',
  '',
  mdTable(
    ['layer', 'tests', 'time', 'load at start', 'result'],
    [
      ...times.map((t) => [t.layer, t.tests === undefined ? '' : String(t.tests), minutes(t.seconds), t.load.toFixed(1), t.ok ? 'passed' : 'failed']),
      ['**total**', String(times.reduce((sum, t) => sum + (t.tests ?? 0), 0)), `**${minutes(total)}**`, '', ''],
    ],
  ),
  ...e2eTable(),
  ...slowest('api', 15),
  ...slowest('web', 10),
].join('\n')

console.log(`\n${section}\n`)
if (only) console.log('A subset ran (TEST_TIMES_ONLY); docs/benchmarks.md is left as it was.')
else {
  const doc = path.join(repoRoot, 'docs/benchmarks.md')
  await writeFile(doc, replaceSection(await readFile(doc, 'utf8'), section, '## How to reproduce'))
  console.log(`Written to ${path.relative(repoRoot, doc)}.`)
}
if (times.some((t) => !t.ok)) process.exitCode = 1
