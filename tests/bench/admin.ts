import { mkdir } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connection.ts'
import type { Database } from '../../server/db/schema.ts'
import { createSession } from '../../server/seed/factories/accounts.ts'
import { periodsAt } from '../../server/modules/dashboard/periods.ts'
import { createDashboardRepository } from '../../server/modules/dashboard/repository.ts'
import { measureLoad, type Figure } from './api-load.ts'
import { createBenchAdmin, fillAdmin, type AdminSize } from './admin-fill.ts'
import { prepareDatabase } from './prepared-database.ts'
import { startBenchServer } from './server-process.ts'

/** The issue's sizes: 100,000 members, 1,000,000 posts, 50,000 payments. */
export const ADMIN_MEMBERS = 100_000
export const ADMIN_POSTS = 1_000_000
export const ADMIN_PAYMENTS = 50_000
/**
 * Requests at once from the staff, the load the p99 budget is judged at: the admin area serves a small staff, and four
 * requests in flight every moment is more than ten of them make. At 16 the figure is the Dashboard's throughput on two
 * cores shared with the load generator, reported beside it.
 */
export const STAFF_CONNECTIONS = 4
/** The throughput's connections. */
const CONNECTIONS = 16
/** Counts of every Dashboard group made straight on the database, without the cache, to time the queries themselves. */
const UNCACHED_RUNS = 20

/** The Dashboard, loaded on the filled database with an admin's session; the staff's lists are in the `lists` step. */
const DASHBOARD = '/api/admin/dashboard'

export interface AdminBenchResult {
  size: AdminSize
  prepareSeconds: number
  fill: [string, number][]
  durationS: number
  connections: number
  /** Every group of the Dashboard counted at once, without the cache: what a request pays every 5 s. */
  uncached: { p50Ms: number; p99Ms: number; runs: number }
  /** The Dashboard at 16 connections, and at STAFF_CONNECTIONS. */
  dashboard: Figure
  staff: Figure
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
 * cache, then `/api/ping` and the Dashboard with an admin's session at 16 connections on the same server, and the
 * Dashboard again at STAFF_CONNECTIONS.
 */
export async function measureAdmin({ dataDir, databaseUrl, size, durationS }: { dataDir: string; databaseUrl?: string; size: AdminSize; durationS: number }): Promise<AdminBenchResult> {
  await mkdir(dataDir, { recursive: true })
  console.log(`  generating ${size.members.toLocaleString('en-US')} members, ${size.posts.toLocaleString('en-US')} posts, ${size.payments.toLocaleString('en-US')} payments…`)
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const admin = await createBenchAdmin(db)
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

  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false' })
  try {
    const load = [{ method: 'GET' as const, path: DASHBOARD, headers: { authorization: `Bearer ${adminToken}` } }]
    const res = await fetch(server.url + DASHBOARD, { headers: load[0]!.headers, signal: AbortSignal.timeout(10_000) })
    if (res.status !== 200) throw new Error(`GET ${DASHBOARD} answered ${res.status}: ${await res.text()}`)
    const ping = await measureLoad(server, [{ method: 'GET', path: '/api/ping' }], durationS, CONNECTIONS)
    const dashboard = await measureLoad(server, load, durationS, CONNECTIONS)
    const staff = await measureLoad(server, load, durationS, STAFF_CONNECTIONS)
    return { size, prepareSeconds: prepared.seconds, fill: timings, durationS, connections: CONNECTIONS, uncached, dashboard, staff, ping }
  } finally {
    await server.stop()
  }
}
