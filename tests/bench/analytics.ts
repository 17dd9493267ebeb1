import { mkdir } from 'node:fs/promises'
import { sql } from 'kysely'
import { analyticsReports } from '../../contract/analytics.ts'
import { openDatabase } from '../../server/db/connection.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { measureLoad, type Figure } from './api-load.ts'
import { beaconWindow, type BeaconWindow } from './beacon-load.ts'
import { fillAnalytics, type AnalyticsSize } from './analytics-fill.ts'
import { STAFF_CONNECTIONS } from './admin.ts'
import { openPostgresProcesses } from './postgres-processes.ts'
import { prepareDatabase } from './prepared-database.ts'
import { startBareHttpServer, startBenchServer } from './server-process.ts'

/** The issue's sizes: 10,000,000 views and 1,000,000 searches within a year's retention, and 10,000 beacons a second. */
export const ANALYTICS_VIEWS = 10_000_000
export const ANALYTICS_SEARCHES = 1_000_000
export const ANALYTICS_DAYS = 365
export const BEACON_RATE = 10_000
/** Each report's load window: nine reports on two databases. */
const REPORT_DURATION_S = 5
/** The beacons' connections, and the addresses they come from (X-Forwarded-For through a trusted loopback proxy) so that none passes its own limit. */
export const BEACON_CONNECTIONS = 64
const BEACON_ADDRESSES = 20_000
const DAY_MS = 24 * 3600 * 1000

export interface AnalyticsBenchResult {
  size: AnalyticsSize
  prepareSeconds: number
  fill: [string, number][]
  /** The reports' connections: the staff's (decision 0040). */
  connections: number
  reportDurationS: number
  /** Each report over the ranges staff pick (a week, a month, a quarter, a year, each ending today). */
  reports: { report: string; figure: Figure }[]
  beacons: {
    rate: number
    durationS: number
    /** The beacons on the real server, and on Node's bare HTTP server in the same step (the floor), with the CPU each took. */
    ours: BeaconWindow
    floor: BeaconWindow
    /** Views the beacons added to the table once the writer had flushed. */
    stored: number
  }
}

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)
const ranges = [7, 30, 91, 365].map((days) => `from=${day((days - 1) * DAY_MS)}&to=${day(0)}`)

async function viewsToday(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ dataDir, databaseUrl, poolSize: 1 })
  try {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics_views WHERE day = current_date`.execute(database.db)
    return rows[0]!.n
  } finally {
    await database.close()
  }
}

/**
 * Analytics at the issue's size: the views and searches generated and rolled up in a fresh database, then on the real
 * server (trusting a loopback proxy, so each beacon may come from an address of its own) each report's p99 under
 * load, and 10,000 beacons a second with the CPU time the server (and PostgreSQL) took for them; the views stored
 * are counted afterwards. Node's bare HTTP server answers the same beacons: what reading them costs at the least.
 */
export async function measureAnalytics({ dataDir, databaseUrl, size, durationS }: { dataDir: string; databaseUrl?: string; size: AnalyticsSize; durationS: number }): Promise<AnalyticsBenchResult> {
  await mkdir(dataDir, { recursive: true })
  console.log(`  generating ${size.views.toLocaleString('en-US')} views and ${size.searches.toLocaleString('en-US')} searches over ${size.days} days…`)
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const admin = await createUser(db, { name: 'Bench Admin', email: 'bench-analytics@example.com', role: 'admin' })
    return { timings: await fillAnalytics(db, size), adminToken: await createSession(db, admin.id) }
  })
  const { timings, adminToken } = prepared.filled
  console.log(`  filled in ${prepared.seconds.toFixed(0)} s (${timings.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')})`)
  const before = await viewsToday(dataDir, databaseUrl)

  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false', TRUST_PROXY: 'loopback' })
  try {
    const headers = { authorization: `Bearer ${adminToken}` }
    const reports = []
    for (const report of analyticsReports) {
      const requests = ranges.map((range) => ({ method: 'GET' as const, path: `/api/admin/analytics/${report}?${range}`, headers }))
      for (const { path } of requests) {
        const res = await fetch(server.url + path, { headers, signal: AbortSignal.timeout(30_000) })
        // Read to the end: an answer left unread holds its connection open, and the server's stop waits for it.
        const body = await res.text()
        if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body}`)
      }
      reports.push({ report, figure: await measureLoad(server, requests, REPORT_DURATION_S, STAFF_CONNECTIONS) })
    }

    const run = { rate: BEACON_RATE, seconds: durationS, connections: BEACON_CONNECTIONS, addresses: BEACON_ADDRESSES }
    const postgres = databaseUrl ? await openPostgresProcesses(databaseUrl) : undefined
    const ours = await beaconWindow(server, run, postgres).finally(() => postgres?.close())
    // The writer flushes every second; its last batch is written before the server stops.
    await server.stop()
    const stored = (await viewsToday(dataDir, databaseUrl)) - before
    const bare = await startBareHttpServer()
    const floor = await beaconWindow(bare, run).finally(() => bare.stop())
    return {
      size,
      prepareSeconds: prepared.seconds,
      fill: timings,
      connections: STAFF_CONNECTIONS,
      reportDurationS: REPORT_DURATION_S,
      reports,
      beacons: { rate: BEACON_RATE, durationS, ours, floor, stored },
    }
  } finally {
    await server.stop()
  }
}
