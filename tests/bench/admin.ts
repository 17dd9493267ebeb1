import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connection.ts'
import type { Database } from '../../server/db/schema.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { periodsAt } from '../../server/modules/dashboard/periods.ts'
import { createDashboardRepository } from '../../server/modules/dashboard/repository.ts'
import { measureLoad, type Figure } from './api-load.ts'
import { measureAgainstBaseline, recordStatements } from './baseline.ts'
import { fillAdmin, type AdminSize } from './admin-fill.ts'
import { DIRECTORY_CONNECTIONS } from './directories.ts'
import { prepareDatabase } from './prepared-database.ts'
import { startBenchServer } from './server-process.ts'
import { userListRequests } from './user-requests.ts'

/** The issue's sizes: 100,000 members, 1,000,000 posts, 50,000 payments. */
export const ADMIN_MEMBERS = 100_000
export const ADMIN_POSTS = 1_000_000
export const ADMIN_PAYMENTS = 50_000
/**
 * Requests at once from the staff, the load the p99 budget is judged at: the admin area serves a small staff, and four
 * requests in flight every moment is more than ten of them make. At the public lists' 16 the figure is the list's
 * throughput on two cores shared with the load generator, reported beside it.
 */
export const STAFF_CONNECTIONS = 4
/** Counts of every Dashboard group made straight on the database, without the cache, to time the queries themselves. */
const UNCACHED_RUNS = 20

/**
 * An admin endpoint loaded on the filled database with an admin's session: its path names it in the report, and
 * `requests` is what the load cycles through (one address for the Dashboard; a list adds its searches and filters).
 */
export interface AdminTarget {
  path: string
  requests: (size: AdminSize) => string[]
  /** Measured beside the baseline sending its statements (tests/bench/baseline.ts): the admin list. */
  againstBaseline?: boolean
}

export const adminTargets: AdminTarget[] = [
  { path: '/api/admin/dashboard', requests: () => ['/api/admin/dashboard'] },
  { path: '/api/admin/users', requests: userListRequests, againstBaseline: true },
]

export interface AdminBenchResult {
  size: AdminSize
  prepareSeconds: number
  fill: [string, number][]
  durationS: number
  connections: number
  /** Every group of the Dashboard counted at once, without the cache: what a request pays every 5 s. */
  uncached: { p50Ms: number; p99Ms: number; runs: number }
  targets: { path: string; figure: Figure; baseline?: Figure }[]
  /** Each target again at STAFF_CONNECTIONS. */
  staff: { path: string; figure: Figure }[]
  ping: Figure
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

async function timeUncached(db: Kysely<Database>) {
  const repo = createDashboardRepository(db)
  const countAll = () => {
    const p = periodsAt(new Date())
    return Promise.all([repo.members(p), repo.payments(p), repo.community(p), repo.enquiries(), repo.chats()])
  }
  // The first count reads the indexes from disk into a cold cache; a running server's are warm.
  await countAll()
  const times: number[] = []
  for (let i = 0; i < UNCACHED_RUNS; i++) {
    const started = performance.now()
    await countAll()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), runs: UNCACHED_RUNS }
}

/**
 * The admin area at the issue's size: the tables filled in a fresh database, the Dashboard's counts timed without the
 * cache, then `/api/ping` and each target with an admin's session at 16 connections on the same server, and each target
 * again at STAFF_CONNECTIONS.
 */
export async function measureAdmin({ dataDir, databaseUrl, size, durationS }: { dataDir: string; databaseUrl?: string; size: AdminSize; durationS: number }): Promise<AdminBenchResult> {
  await mkdir(dataDir, { recursive: true })
  console.log(`  generating ${size.members.toLocaleString('en-US')} members, ${size.posts.toLocaleString('en-US')} posts, ${size.payments.toLocaleString('en-US')} payments…`)
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const admin = await createUser(db, { name: 'Bench Admin', email: 'bench-admin@example.com', role: 'admin' })
    return { timings: await fillAdmin(db, size, admin.id), adminToken: await createSession(db, admin.id) }
  })
  const { timings, adminToken } = prepared.filled
  console.log(`  filled in ${prepared.seconds.toFixed(0)} s (${timings.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')})`)

  const database = await openDatabase({ dataDir, databaseUrl })
  let uncached: AdminBenchResult['uncached']
  try {
    uncached = await timeUncached(database.db)
  } finally {
    await database.close()
  }

  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false', BENCH_CAPTURE_STATEMENTS: 'true' })
  try {
    const headers = { authorization: `Bearer ${adminToken}` }
    const load = (target: AdminTarget) => target.requests(size).map((path) => ({ method: 'GET' as const, path, headers }))
    // Each kind of request is sent once before the load: every one must answer 200.
    for (const target of adminTargets) {
      for (const path of target.requests(size).slice(0, 16)) {
        const res = await fetch(server.url + path, { headers, signal: AbortSignal.timeout(10_000) })
        if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`)
      }
    }
    const statements = path.join(dataDir, 'statements.json')
    await recordStatements(server, adminTargets.filter((t) => t.againstBaseline).map(load), statements)
    const ping = await measureLoad(server, [{ method: 'GET', path: '/api/ping' }], durationS, DIRECTORY_CONNECTIONS)
    const targets: AdminBenchResult['targets'] = []
    for (const target of adminTargets) {
      if (target.againstBaseline) {
        const { ours, baseline } = await measureAgainstBaseline(server, statements, load(target), durationS, DIRECTORY_CONNECTIONS)
        targets.push({ path: target.path, figure: ours, baseline })
      } else targets.push({ path: target.path, figure: await measureLoad(server, load(target), durationS, DIRECTORY_CONNECTIONS) })
    }
    const staff: AdminBenchResult['staff'] = []
    for (const target of adminTargets) staff.push({ path: target.path, figure: await measureLoad(server, load(target), durationS, STAFF_CONNECTIONS) })
    return { size, prepareSeconds: prepared.seconds, fill: timings, durationS, connections: DIRECTORY_CONNECTIONS, uncached, targets, staff, ping }
  } finally {
    await server.stop()
  }
}
