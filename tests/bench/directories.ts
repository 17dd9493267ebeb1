import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { measureLoad, type Figure } from './api-load.ts'
import { measureAgainstBaseline, recordStatements } from './baseline.ts'
import { prepareDatabase } from './prepared-database.ts'
import { startBenchServer } from './server-process.ts'

/** The requirement's figures are at 16 connections, as the journal finder's are. */
export const DIRECTORY_CONNECTIONS = 16
/** The rows a directory is measured with unless its count variable says otherwise. */
export const DIRECTORY_ROWS = 100_000
/** Requests of each kind sent once before the load: enough to meet a filter that is refused or finds nothing. */
export const CHECKED_PER_KIND = 5

export interface DirectoryRequest {
  /** What the request asks for ('country + state'): the mix is described, and checked, by kind. */
  kind: string
  /** The list's path with its query string. */
  path: string
  /** Sent with the paid member's session: search text and pages past the first need the list's feature. */
  member: boolean
}

/** A filtered directory list measured at scale; tests/bench/directory-list.ts lists them. */
export interface Directory {
  /** The list's path ('/api/vacancies'), which names it in the report. */
  path: string
  /** Its rows' table: filled up to the count, the demo rows included. */
  table: keyof Database
  /** The environment variable that sets the count (DIRECTORY_ROWS otherwise); fewer makes a quick trial run. */
  countVariable: string
  /**
   * Saves `count` generated rows through the factories the demo data and the tests use, and returns a varied,
   * repeatable mix of list requests drawn from those rows (so their filters and search words find something),
   * kind by kind: the report describes the mix in this order.
   */
  fill(db: Kysely<Database>, count: number): Promise<DirectoryRequest[]>
}

export interface DirectoryBenchResult {
  rows: number
  prepareSeconds: number
  durationS: number
  connections: number
  mix: { requests: number; distinct: number; kinds: { kind: string; share: number; member: boolean }[] }
  list: Figure
  /** The same mix on the baseline server, sending the statements the real server sent for each request. */
  baseline: Figure
  /**
   * The visitor's first page, no filter, the same request every time: one query of a fraction of a millisecond
   * in the database. What the list costs at the least on this machine, beside what the mix costs.
   */
  firstPage: Figure
  ping: Figure
}

const rowCount = async (db: Kysely<Database>, table: keyof Database) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n

/** What a load's mix was: how many requests, how many differ, and each kind's share and whether a member asks. */
export function mixOf(requests: DirectoryRequest[]) {
  return {
    requests: requests.length,
    distinct: new Set(requests.map((r) => `${r.path} ${r.member}`)).size,
    kinds: [...byKind(requests)].map(([kind, ofKind]) => ({ kind, share: ofKind.length / requests.length, member: ofKind[0]!.member })),
  }
}

export function byKind(requests: DirectoryRequest[]) {
  const kinds = new Map<string, DirectoryRequest[]>()
  for (const request of requests) {
    if (!kinds.has(request.kind)) kinds.set(request.kind, [])
    kinds.get(request.kind)!.push(request)
  }
  return kinds
}

/** A load of answers that are refused, or lists that find nothing, would measure neither the filters nor the search. */
export async function checkEachKind(url: string, requests: DirectoryRequest[], headers: (request: DirectoryRequest) => Record<string, string>) {
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

export interface DirectoryBenchOptions {
  /** A directory of its own for this run's data (the embedded database lives under it). */
  dataDir: string
  /** A throwaway PostgreSQL database; without it, the embedded one. */
  databaseUrl?: string
  count: number
  durationS: number
}

/**
 * A directory list at scale: `count` rows in a fresh database, each kind of request checked once and its statements
 * recorded, then `/api/ping`, the list's varied mix (and the same mix on the baseline) and its unfiltered first page,
 * each at 16 connections.
 */
export async function measureDirectory(directory: Directory, { dataDir, databaseUrl, count, durationS }: DirectoryBenchOptions): Promise<DirectoryBenchResult> {
  await mkdir(dataDir, { recursive: true })
  console.log(`  generating ${count.toLocaleString('en-US')} ${directory.table}…`)
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const requests = await directory.fill(db, Math.max(0, count - (await rowCount(db, directory.table))))
    return { requests, rows: await rowCount(db, directory.table) }
  })
  const { rows, requests: drawn } = prepared.filled
  // Each connection cycles through the list from its start: shuffled, the kinds interleave as real traffic would.
  const requests = seededRandom(13).shuffled(drawn)
  console.log(`  ${rows.toLocaleString('en-US')} ${directory.table} in ${prepared.seconds.toFixed(0)} s`)

  const member = { authorization: `Bearer ${prepared.memberToken}` }
  const headers = (request: DirectoryRequest): Record<string, string> => (request.member ? member : {})
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false', BENCH_CAPTURE_STATEMENTS: 'true' })
  try {
    await checkEachKind(server.url, requests, headers)
    const mixed = requests.map((request) => ({ method: 'GET' as const, path: request.path, headers: headers(request) }))
    const statements = path.join(dataDir, 'statements.json')
    await recordStatements(server, [mixed], statements)
    const ping = await measureLoad(server, [{ method: 'GET', path: '/api/ping' }], durationS, DIRECTORY_CONNECTIONS)
    const { ours: list, baseline } = await measureAgainstBaseline(server, statements, mixed, durationS, DIRECTORY_CONNECTIONS)
    const firstPage = await measureLoad(server, [{ method: 'GET', path: directory.path }], durationS, DIRECTORY_CONNECTIONS)
    return {
      rows,
      prepareSeconds: prepared.seconds,
      durationS,
      connections: DIRECTORY_CONNECTIONS,
      mix: mixOf(drawn),
      list,
      baseline,
      firstPage,
      ping,
    }
  } finally {
    await server.stop()
  }
}
