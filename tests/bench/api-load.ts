import autocannon from 'autocannon'
import { withDeadline } from './deadline.ts'
import type { BenchServer } from './server-process.ts'
import type { LoopReport } from './server-protocol.ts'

/** The content routes (a section, the menu, a managed page); each connection cycles through them. */
export const contentPaths = ['/api/sections/about-us-1', '/api/menu', '/api/pages/privacy-policy']
export const pingPaths = ['/api/ping']

/** One measured window of load: the client's view, and the server's over the same window. */
export interface Figure {
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  total: number
  failed: number
  /** Measured inside the server process over the same window. */
  loop: LoopReport
}

export interface LoadFigure extends Figure {
  paths: string[]
}

export interface ApiLoadResult {
  durationS: number
  connections: number
  ping: LoadFigure
  content: LoadFigure
  /** Each content route alone, in shorter windows: which one the rotation's cost comes from. */
  perRoute: LoadFigure[]
  perRouteDurationS: number
}

/** How autocannon sends: all connections together at most `overallRate` requests a second. */
export interface CannonPace {
  overallRate?: number
}

/** autocannon for `durationS`; each connection cycles through `requests`. */
export function cannon(url: string, requests: autocannon.Request[], durationS: number, connections: number, { overallRate }: CannonPace = {}) {
  let instance: autocannon.Instance | undefined
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, connections, duration: durationS, requests, ...(overallRate && { overallRate }) }, (err, result) => (err ? reject(err) : resolve(result)))
  })
  // autocannon ends on its own after `duration`; the deadline only guards against a wedged server.
  const label = requests.map((r) => `${r.method ?? 'GET'} ${r.path}`).join(', ')
  return withDeadline(run, (durationS + 30) * 1000, `autocannon on ${label}`).catch((err) => {
    instance?.stop()
    throw err
  })
}

const gets = (paths: string[]) => paths.map((path) => ({ method: 'GET' as const, path }))

async function assertAllAnswer(url: string, paths: string[]) {
  for (const path of paths) {
    const res = await fetch(url + path, { signal: AbortSignal.timeout(10_000) })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}; the load figures would measure errors`)
  }
}

/**
 * `requests` for `durationS` at `connections`, as fast as the server answers or at most `overallRate` a second, with
 * the server's event loop measured over the same window.
 */
export async function measureLoad(server: BenchServer, requests: autocannon.Request[], durationS: number, connections: number, overallRate?: number): Promise<Figure> {
  // A short warm-up so the measured window sees optimised code, open pool connections and warm caches.
  await cannon(server.url, requests, Math.min(3, durationS), connections, { overallRate })
  await server.resetLoop()
  const result = await cannon(server.url, requests, durationS, connections, { overallRate })
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    loop: await server.loopReport(),
  }
}

const measure = async (server: BenchServer, paths: string[], durationS: number, connections: number): Promise<LoadFigure> => ({
  paths,
  ...(await measureLoad(server, gets(paths), durationS, connections)),
})

/**
 * The content API beside the trivial ping route on the same server in the same run: the ratio of the two
 * says what the content routes cost on top of Fastify itself, whatever else the machine is doing.
 */
export async function measureApiLoad(server: BenchServer, { durationS = 20, connections = 50 } = {}): Promise<ApiLoadResult> {
  await assertAllAnswer(server.url, [...pingPaths, ...contentPaths])
  const ping = await measure(server, pingPaths, durationS, connections)
  const content = await measure(server, contentPaths, durationS, connections)
  const perRouteDurationS = Math.min(5, durationS)
  const perRoute: LoadFigure[] = []
  for (const path of contentPaths) perRoute.push(await measure(server, [path], perRouteDurationS, connections))
  return { durationS, connections, ping, content, perRoute, perRouteDurationS }
}
