import { loadConfig } from '../../server/config.ts'
import { benchAccountEnv, benchLogin, checkBenchLogin, signIn, unlimited } from './login-load.ts'
import type { BenchServer } from './server-process.ts'

/** Wrong passwords sent at once for one account: the burst. */
export const burstAttempts = 40

/**
 * The bench account with the server's default per-account sign-in limit. The burst comes from one address,
 * so the per-address limit (30 by default) would refuse part of it too; it is lifted, so that the figure is
 * the per-account lockout alone.
 */
export const loginBurstEnv = {
  ...benchAccountEnv,
  LOGIN_LIMIT_PER_ADDRESS: unlimited,
  // The default, even when the shell running the bench sets another.
  LOGIN_LIMIT_PER_EMAIL: undefined,
  SERVE_WEB: 'false',
}

export interface LoginBurstResult {
  attempts: number
  /** The per-account limit the server ran with (its default). */
  limit: number
  /** The answers by status, lowest first, with when the last of each arrived (ms after the burst was sent). */
  answers: { status: number; count: number; lastMs: number }[]
  /** From sending the burst until its last answer. */
  burstMs: number
  /** Password hashes the server ran for the burst: its answers of 401. */
  hashed: number
  /** What the right password got straight after the burst. */
  rightPasswordStatus: number
}

/**
 * `attempts` wrong-password sign-ins for the bench account sent at once, counted by the status they get; then
 * the right password. The server counts an attempt before it checks the password, so only `limit` are checked.
 */
export async function measureLoginBurst(server: BenchServer, attempts = burstAttempts): Promise<LoginBurstResult> {
  await checkBenchLogin(server.url)
  const wrong = { ...benchLogin, password: `${benchLogin.password}-wrong` }
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: attempts }, async () => ({ status: (await signIn(server.url, wrong)).status, ms: performance.now() - started })),
  )
  const burstMs = performance.now() - started
  const right = await signIn(server.url, benchLogin)

  const byStatus = new Map<number, LoginBurstResult['answers'][number]>()
  for (const { status, ms } of answers) {
    const seen = byStatus.get(status) ?? { status, count: 0, lastMs: 0 }
    byStatus.set(status, { status, count: seen.count + 1, lastMs: Math.max(seen.lastMs, ms) })
  }
  return {
    attempts,
    limit: loadConfig({}).rateLimits.loginPerEmail,
    answers: [...byStatus.values()].sort((a, b) => a.status - b.status),
    burstMs,
    hashed: byStatus.get(401)?.count ?? 0,
    rightPasswordStatus: right.status,
  }
}
