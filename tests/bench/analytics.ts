import { mkdir } from 'node:fs/promises'
import type autocannon from 'autocannon'
import { sql } from 'kysely'
import { analyticsReports, analyticsScreens } from '../../contract/analytics.ts'
import { openDatabase } from '../../server/db/connection.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { cannon, measureLoad, type Figure } from './api-load.ts'
import { fillAnalytics, type AnalyticsSize } from './analytics-fill.ts'
import { STAFF_CONNECTIONS } from './admin.ts'
import { prepareDatabase } from './prepared-database.ts'
import { startBenchServer } from './server-process.ts'

/** The issue's sizes: 10,000,000 views and 1,000,000 searches within a year's retention, and 10,000 beacons a second. */
export const ANALYTICS_VIEWS = 10_000_000
export const ANALYTICS_SEARCHES = 1_000_000
export const ANALYTICS_DAYS = 365
export const BEACON_RATE = 10_000
/** Each report's load window: nine reports on two databases. */
const REPORT_DURATION_S = 5
/**
 * The site's other requests while the beacons arrive, as `/api/ping` at a fixed rate from 16 connections: what a
 * visitor's request waits is then what the beacons add to it, not how the two loads share a saturated server.
 */
export const PING_RATE = 1_000
export const PING_CONNECTIONS = 16
/** Addresses the beacons come from (X-Forwarded-For through a trusted loopback proxy), so that none passes its own limit. */
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
    durationS: number
    rate: number
    sent: Figure
    /** /api/ping at PING_RATE alone, then beside the beacons. */
    pingRate: number
    pingAlone: Figure
    pingBeside: Figure
    /**
     * Beacons autocannon sent but stopped waiting for when its window closed (its errors and timeouts): those that
     * had reached the server are stored too.
     */
    cut: number
    /** Views the beacons added to the table once the writer had flushed. */
    stored: number
  }
}

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)
const ranges = [7, 30, 91, 365].map((days) => `from=${day((days - 1) * DAY_MS)}&to=${day(0)}`)

const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** Beacons as browsers send them (text/plain JSON), each from an address of its own, cycling through the screens. */
function beaconRequests(): autocannon.Request[] {
  return Array.from({ length: BEACON_ADDRESSES }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/analytics/view',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': chrome,
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({ screen: analyticsScreens[i % analyticsScreens.length], ...(i % 5 === 0 && { referrer: 'scholar.google.com' }) }),
  }))
}

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
 * load, and `/api/ping`'s p99 alone and beside 10,000 beacons a second; the views stored are counted afterwards.
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
        if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`)
      }
      reports.push({ report, figure: await measureLoad(server, requests, REPORT_DURATION_S, STAFF_CONNECTIONS) })
    }

    const ping = [{ method: 'GET' as const, path: '/api/ping' }]
    const pingAlone = await measureLoad(server, ping, durationS, PING_CONNECTIONS, PING_RATE)
    // The beacons run through the ping's warm-up and its measured window, at a fixed rate from many connections, sent
    // from a thread of their own so that the ping's client is not what waits.
    const beaconSeconds = durationS + 4
    const sending = cannon(server.url, beaconRequests(), beaconSeconds, 64, { overallRate: BEACON_RATE, workers: 1 })
    const pingBeside = await measureLoad(server, ping, durationS, PING_CONNECTIONS, PING_RATE)
    const sent = await sending
    // The writer flushes every second; its last batch is written before the server stops.
    await server.stop()
    const stored = (await viewsToday(dataDir, databaseUrl)) - before
    return {
      size,
      prepareSeconds: prepared.seconds,
      fill: timings,
      connections: STAFF_CONNECTIONS,
      reportDurationS: REPORT_DURATION_S,
      reports,
      beacons: {
        durationS: beaconSeconds,
        rate: BEACON_RATE,
        pingRate: PING_RATE,
        sent: { requestsPerSec: sent.requests.average, p50Ms: sent.latency.p50, p99Ms: sent.latency.p99, total: sent.requests.total, failed: sent.non2xx, loop: pingBeside.loop },
        cut: sent.errors + sent.timeouts,
        pingAlone,
        pingBeside,
        stored,
      },
    }
  } finally {
    await server.stop()
  }
}
