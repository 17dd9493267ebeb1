import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql, type Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connection.ts'
import type { Database } from '../../server/db/schema.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import type { Figure } from './api-load.ts'
import { onBaseline, recordStatements } from './baseline.ts'
import { filledDatabase } from './kept-database.ts'
import { measureOpenLoop } from './open-loop.ts'
import { startBenchServer, type BenchServer } from './server-process.ts'

/** The sizes: each list at 100,000 and 1,000,000 rows on PostgreSQL, and at 100,000 embedded. */
export const LIST_SIZES = { PostgreSQL: [100_000, 1_000_000], embedded: [100_000] }
/** The mix's offered rate, open loop: a busy site's list traffic, well under what a list answers at its most. */
export const MIX_RATE = 200
/** Each shape is sent once to warm, then this many times one after another; the median is its figure. */
export const SHAPE_RUNS = 5
/** Requests of each kind of the mix sent once before the load: enough to meet a filter that finds nothing. */
const CHECKED_PER_KIND = 5

/** A request of a list's mix, and what kind it is ('country + state'): the mix is described, and checked, by kind. */
export interface ListRequest {
  kind: string
  /** The list's path with its query string. */
  path: string
  /** Sent with one of the list's sessions (`List.signIn`): a member's search and later pages, or staff's list. */
  signedIn: boolean
}

/** One shape of request the list's filters and search allow, sent alone on an idle server with the list's first session. */
export interface Shape {
  /** What it asks for ('a common word'). */
  name: string
  path: string
  /** What the data holds for it: the word and the rows it finds. */
  note?: string
}

/** A list measured at scale (tests/bench/all-lists.ts lists them): its shapes alone, and its mix at a fixed rate. */
export interface List {
  /** Its name in BENCH_LISTS, the kept databases and the report ('vacancies'). */
  name: string
  /** The list's path ('/api/vacancies'). */
  path: string
  /** The table whose rows are the list's size: filled up to it, the demo rows included. */
  table: keyof Database
  /** Adds `count` generated rows (and what they need: members for payments). */
  fill(db: Kysely<Database>, count: number): Promise<void>
  /** Sessions for the signed-in requests, made on each run's copy of the filled database; shapes use the first. */
  signIn(db: Kysely<Database>): Promise<string[]>
  /** The shapes, read from the filled database (its common, rare and absent words, its filters' values). */
  shapes(db: Kysely<Database>): Promise<Shape[]>
  /** A varied, repeatable mix of requests drawn from the filled rows, kind by kind in the order the report describes. */
  mix(db: Kysely<Database>): Promise<ListRequest[]>
}

/** One shape's times on a server: the median and the slowest of SHAPE_RUNS. */
export interface ShapeTime {
  medianMs: number
  maxMs: number
}

export interface ListBenchResult {
  rows: number
  /** Seconds to fill the database, or to copy the kept one (`kept`). */
  prepareSeconds: number
  kept: boolean
  shapes: (Shape & { ours: ShapeTime; baseline: ShapeTime })[]
  mix: {
    requests: number
    distinct: number
    kinds: { kind: string; share: number; signedIn: boolean }[]
    rate: number
    durationS: number
    ours: Figure
    /** The same mix on the baseline server, sending the statements the real server sent for each request. */
    baseline: Figure
  }
}

const rowCount = async (db: Kysely<Database>, table: keyof Database) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n

export function byKind(requests: ListRequest[]) {
  const kinds = new Map<string, ListRequest[]>()
  for (const request of requests) kinds.set(request.kind, [...(kinds.get(request.kind) ?? []), request])
  return kinds
}

/** A mix of refused answers, or of lists that find nothing, would measure neither the filters nor the search. */
export async function checkEachKind(url: string, requests: ListRequest[], headers: (request: ListRequest) => Record<string, string>) {
  for (const [kind, ofKind] of byKind(requests)) {
    const sample = ofKind.slice(0, CHECKED_PER_KIND)
    let rows = 0
    for (const request of sample) {
      const res = await fetch(url + request.path, { headers: headers(request), signal: AbortSignal.timeout(10_000) })
      if (res.status !== 200) throw new Error(`${kind}: GET ${request.path} answered ${res.status}: ${await res.text()}`)
      // A page is its items under the list's own name, beside `hasMore` (pagedResponse in contract/common.ts).
      const { data } = (await res.json()) as { data: Record<string, unknown> }
      rows += (Object.values(data).find(Array.isArray) ?? []).length
    }
    if (!rows) throw new Error(`${kind}: no rows in any of ${sample.map((r) => r.path).join(', ')}; the load would measure empty lists`)
  }
}

/** Each session in turn for the signed-in requests, none for the others. */
export function sessionHeaders(requests: ListRequest[], tokens: string[]) {
  const tokenOf = new Map<ListRequest, string>()
  requests.filter((r) => r.signedIn).forEach((r, i) => tokenOf.set(r, tokens[i % tokens.length]!))
  return (r: ListRequest): Record<string, string> => (tokenOf.has(r) ? { authorization: `Bearer ${tokenOf.get(r)}` } : {})
}

/** The shape sent once (it must answer 200: an empty list is an answer), then SHAPE_RUNS times, one after another. */
export async function timeShape(server: BenchServer, shape: Shape, headers: Record<string, string>, runs = SHAPE_RUNS): Promise<ShapeTime> {
  const send = async () => {
    const started = performance.now()
    const res = await fetch(server.url + shape.path, { headers, signal: AbortSignal.timeout(60_000) })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${shape.name}: GET ${shape.path} answered ${res.status}`)
    return performance.now() - started
  }
  await send()
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push(await send())
  times.sort((a, b) => a - b)
  return { medianMs: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)! }
}

/** The journal finder answers 503 until its first search index is built; every other list at once. */
export async function firstAnswer(url: string, headers: Record<string, string>) {
  const until = performance.now() + 600_000
  for (;;) {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
    await res.arrayBuffer()
    if (res.status !== 503) return
    if (performance.now() > until) throw new Error(`${url} answered 503 for 600 s`)
    await sleep(250)
  }
}

const timeShapes = async (server: BenchServer, shapes: Shape[], headers: Record<string, string>) => {
  const times: ShapeTime[] = []
  for (const shape of shapes) times.push(await timeShape(server, shape, headers))
  return times
}

export interface ListBenchOptions {
  /** A directory of its own for this run's data (the embedded database lives under it). */
  dataDir: string
  /** The PostgreSQL server to make the run's database on; without it, the embedded one. */
  adminUrl?: string
  size: number
  durationS: number
  /** BENCH_KEEP_DATA: where filled databases are kept between runs (kept-database.ts). */
  keepDir?: string
}

/**
 * A list at `size` rows: the filled database (generated, or a kept copy), each shape alone on the idle server and on
 * the baseline sending the statements recorded for it, then the mix offered at MIX_RATE a second on each.
 */
export async function measureList(list: List, { dataDir, adminUrl, size, durationS, keepDir }: ListBenchOptions): Promise<ListBenchResult> {
  await mkdir(dataDir, { recursive: true })
  const filled = await filledDatabase({ name: list.name, size, dataDir, adminUrl, keepDir }, async (db) => {
    console.log(`  generating ${size.toLocaleString('en-US')} ${list.name}…`)
    await list.fill(db, Math.max(0, size - (await rowCount(db, list.table))))
  })
  try {
    console.log(`  ${filled.kept ? 'copied the kept database' : 'filled'} in ${filled.seconds.toFixed(0)} s; reading its shapes…`)
    const database = await openDatabase(filled)
    let read: { rows: number; tokens: string[]; shapes: Shape[]; drawn: ListRequest[] }
    try {
      const db = database.db
      read = { rows: await rowCount(db, list.table), tokens: await list.signIn(db), shapes: await list.shapes(db), drawn: await list.mix(db) }
    } finally {
      await database.close()
    }
    const { rows, tokens, shapes, drawn } = read
    // The mix is offered in this order, over and over: shuffled, the kinds interleave as real traffic would.
    const requests = seededRandom(13).shuffled(drawn)
    const headers = sessionHeaders(requests, tokens)
    const signedIn = { authorization: `Bearer ${tokens[0]}` }
    const mixed = requests.map((request) => ({ method: 'GET' as const, path: request.path, headers: headers(request) }))
    const shaped = shapes.map((shape) => ({ method: 'GET' as const, path: shape.path, headers: signedIn }))

    const server = await startBenchServer({ DATA_DIR: filled.dataDir, DATABASE_URL: filled.databaseUrl, SERVE_WEB: 'false', BENCH_CAPTURE_STATEMENTS: 'true' })
    try {
      await firstAnswer(server.url + list.path, signedIn)
      await checkEachKind(server.url, requests, headers)
      const statements = path.join(dataDir, 'statements.json')
      await recordStatements(server, [shaped, mixed], statements)
      const ours = await timeShapes(server, shapes, signedIn)
      const oursMix = await measureOpenLoop(server, mixed, MIX_RATE, durationS)
      // The real server stays up meanwhile: on the embedded database it holds the database the baseline reads.
      const baseline = await onBaseline(statements, [...shaped, ...mixed], async (baselineServer) => ({
        shapes: await timeShapes(baselineServer, shapes, signedIn),
        mix: await measureOpenLoop(baselineServer, mixed, MIX_RATE, durationS),
      }))
      return {
        rows,
        prepareSeconds: filled.seconds,
        kept: filled.kept,
        shapes: shapes.map((shape, i) => ({ ...shape, ours: ours[i]!, baseline: baseline.shapes[i]! })),
        mix: {
          requests: drawn.length,
          distinct: new Set(drawn.map((r) => `${r.path} ${r.signedIn}`)).size,
          kinds: [...byKind(drawn)].map(([kind, ofKind]) => ({ kind, share: ofKind.length / drawn.length, signedIn: ofKind[0]!.signedIn })),
          rate: MIX_RATE,
          durationS,
          ours: oursMix,
          baseline: baseline.mix,
        },
      }
    } finally {
      await server.stop()
    }
  } finally {
    await filled.drop()
  }
}
