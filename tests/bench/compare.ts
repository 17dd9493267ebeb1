// Usage: npm run bench:compare -- NAME=ROOT [NAME=ROOT…]
//
// The same directory lists, the same rows and the same requests, answered by this checkout ("this") and by each other
// checkout named (another commit, `git worktree add`, with node_modules beside it): what a technique in the code
// gives a person waiting for a list. Every server runs at once, each on its own copy of one prepared database, and
// is asked in turn, so the machine's other work falls on each alike. Per kind of request, the answer time on an
// otherwise idle server (median of every request sent, one at a time); then, a window each in turn, the whole mix
// offered at a fixed rate (autocannon's overall rate), p50 and p99; two rounds of both. BENCH_DATABASE_URL or DATABASE_URL: PostgreSQL (a throwaway database and its copies);
// otherwise the embedded one. BENCH_COMPARE_RATE (200), BENCH_DURATION (15 s), BENCH_DIRECTORIES (tables, the
// journal finder's `journals` among them), and each list's count variable as `npm run bench` reads them. Prints a table and writes it with every figure to
// $TMPDIR/scholar-hub-compare-*.json.
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type autocannon from 'autocannon'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { cannon } from './api-load.ts'
import { onInterrupt, runPendingCleanups } from './cleanup.ts'
import { byKind, checkEachKind, DIRECTORY_ROWS, type Directory, type DirectoryRequest } from './directories.ts'
import { directories } from './directory-list.ts'
import { journalDirectory } from './journal-directory.ts'
import { prepareDatabase } from './prepared-database.ts'
import { repoRoot, startBenchServer, startServerOf, type BenchServer } from './server-process.ts'
import { createThrowawayDatabase } from './throwaway-database.ts'
import { waitForOk } from './deadline.ts'

const ROUNDS = 2
/** Requests of each kind timed one at a time on an idle server, in each round. */
const IDLE_PER_KIND = 15
/** Enough connections that the offered rate, not a connection waiting on its answer, paces the requests. */
const OPEN_LOOP_CONNECTIONS = 40

const positive = (name: string, fallback: number) => {
  const raw = process.env[name]
  if (!raw) return fallback
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`)
  return Number(raw)
}

interface Variant {
  name: string
  start(env: Record<string, string | undefined>): Promise<BenchServer>
}

function variantsFromArgs(): Variant[] {
  const others = process.argv.slice(2).map((arg) => {
    const [name, root] = arg.split('=')
    if (!name || !root) throw new Error(`expected NAME=ROOT, got ${JSON.stringify(arg)}`)
    return { name, start: (env: Record<string, string | undefined>) => startServerOf(path.resolve(root), env) }
  })
  if (!others.length) throw new Error('name at least one other checkout: npm run bench:compare -- NAME=ROOT')
  return [{ name: 'this', start: (env) => startBenchServer(env) }, ...others]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Where each variant's server keeps its data: its own copy of the prepared database. */
interface Copy {
  env: Record<string, string | undefined>
  drop(): Promise<void>
}

async function copies(names: string[], dataDir: string, baseUrl: string | undefined): Promise<Copy[]> {
  const made: Copy[] = []
  for (const name of names) {
    const dir = path.join(dataDir, `copy-${name}`)
    if (!baseUrl) {
      await cp(path.join(dataDir, 'base'), dir, { recursive: true })
      made.push({ env: { DATA_DIR: dir }, drop: async () => {} })
      continue
    }
    await mkdir(dir, { recursive: true })
    const base = new URL(baseUrl)
    const copyName = `${base.pathname.slice(1)}_${name.replace(/\W/g, '_')}`.toLowerCase()
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${copyName} TEMPLATE ${base.pathname.slice(1)}`)
    } finally {
      await admin.end()
    }
    const url = new URL(baseUrl)
    url.pathname = `/${copyName}`
    const drop = async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${copyName} WITH (FORCE)`).finally(() => client.end())
    }
    const forget = onInterrupt(drop)
    made.push({ env: { DATA_DIR: dir, DATABASE_URL: url.toString() }, drop: () => drop().then(forget) })
  }
  return made
}

interface OpenLoop {
  p50Ms: number
  p99Ms: number
  requestsPerSec: number
  failed: number
}

async function openLoop(server: BenchServer, mixed: autocannon.Request[], rate: number, durationS: number): Promise<OpenLoop> {
  const result = await cannon(server.url, mixed, durationS, OPEN_LOOP_CONNECTIONS, { overallRate: rate })
  return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, requestsPerSec: result.requests.average, failed: result.non2xx + result.errors + result.timeouts }
}

async function timed(server: BenchServer, request: DirectoryRequest, headers: Record<string, string>) {
  const started = performance.now()
  const res = await fetch(server.url + request.path, { headers, signal: AbortSignal.timeout(10_000) })
  await res.arrayBuffer()
  return performance.now() - started
}

async function compareDirectory(directory: Directory, variants: Variant[], count: number, rate: number, durationS: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-compare-'))
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL
  const base = adminUrl ? await createThrowawayDatabase(adminUrl) : undefined
  console.log(`\n▶ ${directory.path}: ${count.toLocaleString('en-US')} rows, ${base ? 'PostgreSQL' : 'embedded'}`)
  const prepared = await prepareDatabase({ dataDir: path.join(dataDir, 'base'), databaseUrl: base?.url }, (db) => directory.fill(db, count))
  const requests = seededRandom(13).shuffled(prepared.filled)
  const member = { authorization: `Bearer ${prepared.memberToken}` }
  const headers = (r: DirectoryRequest): Record<string, string> => (r.member ? member : {})
  const mixed = requests.map((r) => ({ method: 'GET' as const, path: r.path, headers: headers(r) }))
  const made = await copies(
    variants.map((v) => v.name),
    dataDir,
    base?.url,
  )
  const servers: BenchServer[] = []
  const idleMs = variants.map(() => new Map<string, number[]>())
  const loops: OpenLoop[][] = variants.map(() => [])
  try {
    // Every variant's server runs at once, each on its copy, and the requests go to them in turn: whatever else the
    // machine does falls on each alike.
    for (const [i, variant] of variants.entries()) servers.push(await variant.start({ ...made[i]!.env, SERVE_WEB: 'false' }))
    const visitors = requests.find((r) => !r.member)
    for (const server of servers) {
      // The journal finder answers 503 until its first index is built.
      if (visitors) await waitForOk(server.url + visitors.path, 120_000)
      await checkEachKind(server.url, requests, headers)
      // Warm: optimised code, open pool connections, the database's pages in memory, as a serving site has them.
      await cannon(server.url, mixed, 5, OPEN_LOOP_CONNECTIONS, { overallRate: rate })
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, ofKind] of byKind(requests)) {
        for (const [n, request] of ofKind.slice(0, IDLE_PER_KIND).entries()) {
          // Who goes first changes from one request to the next.
          const order = (n + round) % 2 ? [...servers.keys()].reverse() : [...servers.keys()]
          for (const i of order) {
            const times = idleMs[i]!.get(kind) ?? []
            times.push(await timed(servers[i]!, request, headers(request)))
            idleMs[i]!.set(kind, times)
          }
        }
      }
      const order = round % 2 ? [...servers.keys()].reverse() : [...servers.keys()]
      for (const i of order) {
        loops[i]!.push(await openLoop(servers[i]!, mixed, rate, durationS))
        console.log(`  ${variants[i]!.name}, round ${round + 1}: p99 ${loops[i]!.at(-1)!.p99Ms} ms at ${rate}/s`)
      }
    }
  } finally {
    for (const server of servers) await server.stop()
    for (const copy of made) await copy.drop()
    await base?.drop()
  }
  return {
    path: directory.path,
    database: base ? 'postgres' : 'embedded',
    rows: count,
    rate,
    durationS,
    variants: variants.map((v, i) => ({
      name: v.name,
      idleMedianMs: Object.fromEntries([...idleMs[i]!].map(([kind, times]) => [kind, median(times)])),
      openLoop: loops[i]!,
    })),
  }
}

type Compared = Awaited<ReturnType<typeof compareDirectory>>

function table(c: Compared) {
  const names = c.variants.map((v) => v.name)
  const lines = [
    `### ${c.path}, ${c.rows.toLocaleString('en-US')} rows, ${c.database}`,
    '',
    `| request | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  ]
  const fixed = (n: number) => n.toFixed(1)
  for (const kind of Object.keys(c.variants[0]!.idleMedianMs)) lines.push(`| ${kind}, idle median ms | ${c.variants.map((v) => fixed(v.idleMedianMs[kind]!)).join(' | ')} |`)
  lines.push(`| the mix at ${c.rate}/s, p50 ms (each round) | ${c.variants.map((v) => v.openLoop.map((r) => r.p50Ms).join(', ')).join(' | ')} |`)
  lines.push(`| the mix at ${c.rate}/s, p99 ms (each round) | ${c.variants.map((v) => v.openLoop.map((r) => r.p99Ms).join(', ')).join(' | ')} |`)
  lines.push(`| answered a second; failed | ${c.variants.map((v) => v.openLoop.map((r) => `${r.requestsPerSec}; ${r.failed}`).join(', ')).join(' | ')} |`)
  return lines.join('\n')
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void runPendingCleanups().finally(() => process.exit(130)))
}

const variants = variantsFromArgs()
const rate = positive('BENCH_COMPARE_RATE', 200)
const durationS = positive('BENCH_DURATION', 15)
const wanted = process.env.BENCH_DIRECTORIES?.split(',').map((t) => t.trim())
const results: Compared[] = []
for (const directory of [...directories, journalDirectory].filter((d) => !wanted || wanted.includes(d.table))) {
  results.push(await compareDirectory(directory, variants, positive(directory.countVariable, DIRECTORY_ROWS), rate, durationS))
}
const markdown = [`Measured ${new Date().toISOString().slice(0, 16)} UTC from ${repoRoot}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}.`, '', ...results.map(table)].join('\n\n')
const out = path.join(os.tmpdir(), `scholar-hub-compare-${Date.now()}.json`)
await writeFile(out, JSON.stringify({ results, markdown }, null, 2))
console.log(`\n${markdown}\n\nwritten to ${out}`)
