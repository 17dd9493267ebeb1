import { setTimeout as sleep } from 'node:timers/promises'
import { startRedisServer } from '../setup/redis-server.ts'
import { benchAccountEnv, benchLogin } from './login-load.ts'
import { startBenchServer, type BenchServer } from './server-process.ts'

export const CONTENT_ROUNDS = 20
/** Each node keeps content this long: a node that missed the signal would answer the old page for a minute. */
const CACHE_SECONDS = '60'

export interface ContentChangeResult {
  rounds: number
  /** From sending the publish to node A until node B's answer is the new page. */
  p50Ms: number
  maxMs: number
}

async function call(url: string, method: string, token: string | null, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { data: Record<string, unknown> }
}

/**
 * Two server nodes on one PostgreSQL and one Redis, each caching content for a minute. Staff publish a page on the
 * first, while a visitor asks the second for it every 2 ms: the time until the second answers the new page is one
 * round. Without the cross-node signal it would be up to the cache's minute.
 */
export async function measureContentChange({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string }): Promise<ContentChangeResult> {
  const redis = await startRedisServer()
  const servers: BenchServer[] = []
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false', REDIS_URL: redis.url, CONTENT_CACHE_SECONDS: CACHE_SECONDS, ...benchAccountEnv }
    servers.push(await startBenchServer(env))
    servers.push(await startBenchServer(env))
    const [a, b] = servers.map((s) => s.url) as [string, string]
    const token = String((await call(`${a}/api/login`, 'POST', null, benchLogin)).data.token)
    const slug = `bench-${Date.now()}`
    await call(`${a}/api/admin/content/pages`, 'POST', token, { slug, title: 'Round 0' })
    await call(`${a}/api/admin/content/pages/${slug}/publish`, 'POST', token)
    const titleOnB = async () => String((await call(`${b}/api/pages/${slug}`, 'GET', null)).data.title)

    const times: number[] = []
    for (let round = 1; round <= CONTENT_ROUNDS; round++) {
      const title = `Round ${round}`
      await call(`${a}/api/admin/content/pages/${slug}`, 'PATCH', token, { title })
      // B has the old page in its cache.
      if ((await titleOnB()) === title) throw new Error('node B answered a draft')
      const started = performance.now()
      const publish = call(`${a}/api/admin/content/pages/${slug}/publish`, 'POST', token)
      while ((await titleOnB()) !== title) {
        if (performance.now() - started > 30_000) throw new Error(`node B still answered the old page after 30 s (round ${round})`)
        await sleep(2)
      }
      times.push(performance.now() - started)
      await publish
    }
    const sorted = times.sort((x, y) => x - y)
    return { rounds: sorted.length, p50Ms: sorted[Math.floor(sorted.length / 2)]!, maxMs: sorted.at(-1)! }
  } finally {
    for (const server of servers) await server.stop()
    await redis.stop()
  }
}
