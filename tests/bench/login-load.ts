import { cannon } from './api-load.ts'
import type { BenchServer } from './server-process.ts'
import type { LoopReport } from './server-protocol.ts'

/** The account the bench server is started with (ADMIN_EMAIL / ADMIN_PASSWORD), so the bench knows its password. */
export const benchLogin = { email: 'bench-admin@example.com', password: 'bench-password-1' }

/** Starts the server with benchLogin as its first admin: created verified, so it can sign in at once. */
export const benchAccountEnv = { ADMIN_EMAIL: benchLogin.email, ADMIN_PASSWORD: benchLogin.password }

/** A sign-in limit too high to be met in a bench run. */
export const unlimited = '1000000000'

/** Lifts the sign-in limits for the bench server only: the figure is the hashing cost, not the lockout. */
export const loginBenchEnv = {
  ...benchAccountEnv,
  LOGIN_LIMIT_PER_ADDRESS: unlimited,
  LOGIN_LIMIT_PER_EMAIL: unlimited,
}

const loginHeaders = { 'content-type': 'application/json' }

/** One POST /api/login; the body is read, so the answer is complete when this resolves. */
export async function signIn(url: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${url}/api/login`, { method: 'POST', headers: loginHeaders, body: JSON.stringify(credentials) })
  return { status: response.status, text: await response.text() }
}

/** Fails the step early when the bench account cannot sign in (a success is given back to the limit). */
export async function checkBenchLogin(url: string) {
  const first = await signIn(url, benchLogin)
  if (first.status !== 200) throw new Error(`POST /api/login answered ${first.status}: ${first.text}`)
}

export interface LoginLoadResult {
  durationS: number
  connections: number
  login: { requestsPerSec: number; p50Ms: number; p99Ms: number; total: number; failed: number }
  /** One client asking `/api/ping` throughout the burst: how long anyone else waits meanwhile. */
  pingDuring: { p50Ms: number; p99Ms: number; total: number }
  loop: LoopReport
}

/**
 * Successful sign-ins at `connections` at once (each one hashes with scrypt at OWASP's cost), with a single
 * other client pinging the same server. scrypt runs on libuv's pool, so the loop delay should stay small.
 */
export async function measureLoginLoad(server: BenchServer, { durationS = 20, connections = 20 } = {}): Promise<LoginLoadResult> {
  const login = {
    method: 'POST' as const,
    path: '/api/login',
    headers: loginHeaders,
    body: JSON.stringify(benchLogin),
  }
  await checkBenchLogin(server.url)

  await server.resetLoop()
  const [logins, pings] = await Promise.all([
    cannon(server.url, [login], durationS, connections),
    cannon(server.url, [{ method: 'GET', path: '/api/ping' }], durationS, 1),
  ])
  const loop = await server.loopReport()
  return {
    durationS,
    connections,
    login: {
      requestsPerSec: logins.requests.average,
      p50Ms: logins.latency.p50,
      p99Ms: logins.latency.p99,
      total: logins.requests.total,
      failed: logins.non2xx + logins.errors + logins.timeouts,
    },
    pingDuring: { p50Ms: pings.latency.p50, p99Ms: pings.latency.p99, total: pings.requests.total },
    loop,
  }
}
