// Usage: npm run bench:compare -- NAME=ROOT [NAME=ROOT…]
//
// The same lists, the same rows and the same requests, answered by this checkout ("this") and by each other checkout
// named (another commit, `git worktree add`, with node_modules beside it): what a technique in the code gives a person
// waiting for a list. Every server runs at once, each on its own copy of one prepared database, and is asked in turn,
// so the machine's other work falls on each alike. Per shape of request (tests/bench/lists.ts), the answer time on an
// otherwise idle server (the median of five, one at a time); then, a window each in turn, the whole mix offered at a
// fixed rate (autocannon's overall rate), p50 and p99; two rounds of both. BENCH_DATABASE_URL or DATABASE_URL:
// PostgreSQL (a throwaway database and its copies); otherwise the embedded one. BENCH_COMPARE_RATE (200),
// BENCH_DURATION (15 s), BENCH_LISTS (the lists by name, as `npm run bench` reads it) and BENCH_COMPARE_ROWS (100,000).
// Prints a table and writes it with every figure to $TMPDIR/scholar-hub-compare-*.json.
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../server/db/connection.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { lists } from './all-lists.ts'
import { onInterrupt, runPendingCleanups } from './cleanup.ts'
import { checkEachKind, firstAnswer, LIST_SIZES, sessionHeaders, timeShape, type List } from './lists.ts'
import { openLoop, type OpenLoopResult } from './open-loop.ts'
import { prepareDatabase } from './prepared-database.ts'
import { repoRoot, startBenchServer, startServerOf, type BenchServer } from './server-process.ts'
import { createThrowawayDatabase } from './throwaway-database.ts'

const ROUNDS = 2

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

async function compareList(list: List, variants: Variant[], count: number, rate: number, durationS: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-compare-'))
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL
  const base = adminUrl ? await createThrowawayDatabase(adminUrl) : undefined
  console.log(`\n▶ ${list.path}: ${count.toLocaleString('en-US')} rows, ${base ? 'PostgreSQL' : 'embedded'}`)
  const baseDir = path.join(dataDir, 'base')
  await prepareDatabase({ dataDir: baseDir, databaseUrl: base?.url }, (db) => list.fill(db, count))
  // The sessions, shapes and mix are read from the base, before it is copied: every copy holds the same sessions.
  const database = await openDatabase({ dataDir: baseDir, databaseUrl: base?.url })
  let read: { tokens: string[]; shapes: Awaited<ReturnType<List['shapes']>>; drawn: Awaited<ReturnType<List['mix']>> }
  try {
    read = { tokens: await list.signIn(database.db), shapes: await list.shapes(database.db), drawn: await list.mix(database.db) }
  } finally {
    await database.close()
  }
  const { tokens, shapes } = read
  const requests = seededRandom(13).shuffled(read.drawn)
  const headers = sessionHeaders(requests, tokens)
  const signedIn = { authorization: `Bearer ${tokens[0]}` }
  const mixed = requests.map((r) => ({ path: r.path, headers: headers(r) }))
  const made = await copies(
    variants.map((v) => v.name),
    dataDir,
    base?.url,
  )
  const servers: BenchServer[] = []
  const idleMs = variants.map(() => new Map<string, number[]>())
  const loops: OpenLoopResult[][] = variants.map(() => [])
  try {
    // Every variant's server runs at once, each on its copy, and the requests go to them in turn: whatever else the
    // machine does falls on each alike.
    for (const [i, variant] of variants.entries()) servers.push(await variant.start({ ...made[i]!.env, SERVE_WEB: 'false' }))
    for (const server of servers) {
      await firstAnswer(server.url + list.path, signedIn)
      await checkEachKind(server.url, requests, headers)
      // Warm: optimised code, open pool connections, the database's pages in memory, as a serving site has them.
      await openLoop(server.url, mixed, rate, 5)
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [n, shape] of shapes.entries()) {
        // Who goes first changes from one shape to the next.
        const order = (n + round) % 2 ? [...servers.keys()].reverse() : [...servers.keys()]
        for (const i of order) idleMs[i]!.set(shape.name, [...(idleMs[i]!.get(shape.name) ?? []), (await timeShape(servers[i]!, shape, signedIn)).medianMs])
      }
      const order = round % 2 ? [...servers.keys()].reverse() : [...servers.keys()]
      for (const i of order) {
        loops[i]!.push(await openLoop(servers[i]!.url, mixed, rate, durationS))
        console.log(`  ${variants[i]!.name}, round ${round + 1}: p99 ${loops[i]!.at(-1)!.p99Ms.toFixed(1)} ms at ${rate}/s`)
      }
    }
  } finally {
    for (const server of servers) await server.stop()
    for (const copy of made) await copy.drop()
    await base?.drop()
  }
  return {
    path: list.path,
    database: base ? 'postgres' : 'embedded',
    rows: count,
    rate,
    durationS,
    variants: variants.map((v, i) => ({
      name: v.name,
      idleMedianMs: Object.fromEntries([...idleMs[i]!].map(([shape, times]) => [shape, median(times)])),
      openLoop: loops[i]!,
    })),
  }
}

type Compared = Awaited<ReturnType<typeof compareList>>

function table(c: Compared) {
  const names = c.variants.map((v) => v.name)
  const lines = [
    `### ${c.path}, ${c.rows.toLocaleString('en-US')} rows, ${c.database}`,
    '',
    `| request | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  ]
  const fixed = (n: number) => n.toFixed(1)
  for (const shape of Object.keys(c.variants[0]!.idleMedianMs)) lines.push(`| ${shape}, idle median ms | ${c.variants.map((v) => fixed(v.idleMedianMs[shape]!)).join(' | ')} |`)
  lines.push(`| the mix at ${c.rate}/s, p50 ms (each round) | ${c.variants.map((v) => v.openLoop.map((r) => fixed(r.p50Ms)).join(', ')).join(' | ')} |`)
  lines.push(`| the mix at ${c.rate}/s, p99 ms (each round) | ${c.variants.map((v) => v.openLoop.map((r) => fixed(r.p99Ms)).join(', ')).join(' | ')} |`)
  lines.push(`| answered a second; failed | ${c.variants.map((v) => v.openLoop.map((r) => `${r.requestsPerSec.toFixed(0)}; ${r.failed}`).join(', ')).join(' | ')} |`)
  return lines.join('\n')
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void runPendingCleanups().finally(() => process.exit(130)))
}

const variants = variantsFromArgs()
const rate = positive('BENCH_COMPARE_RATE', 200)
const durationS = positive('BENCH_DURATION', 15)
const wanted = process.env.BENCH_LISTS?.split(',').map((name) => name.trim())
const rows = positive('BENCH_COMPARE_ROWS', LIST_SIZES.embedded[0]!)
const results: Compared[] = []
for (const list of lists.filter((l) => !wanted || wanted.includes(l.name))) results.push(await compareList(list, variants, rows, rate, durationS))
const markdown = [`Measured ${new Date().toISOString().slice(0, 16)} UTC from ${repoRoot}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}.`, '', ...results.map(table)].join('\n\n')
const out = path.join(os.tmpdir(), `scholar-hub-compare-${Date.now()}.json`)
await writeFile(out, JSON.stringify({ results, markdown }, null, 2))
console.log(`\n${markdown}\n\nwritten to ${out}`)
