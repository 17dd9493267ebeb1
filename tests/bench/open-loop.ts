import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Figure } from './api-load.ts'
import type { BenchServer } from './server-process.ts'

// Load at a fixed offered rate, as a site's visitors send it: each request goes out at its moment whatever became of
// the ones before it. autocannon's overall rate is not that: each of its connections sends its share of a second
// back to back as soon as the second starts, then waits for the next, and it records each latency as if requests were
// due every millisecond, so a slow answer fills its percentiles with made-up ones.

/** Keep-alive connections opened as requests need them, at most this many: a stalled server queues the rest here. */
const MAX_SOCKETS = 256
/** Seconds at the rate before the measured window: optimised code, open pool connections, warm caches. */
const WARM_UP_S = 3

export interface OpenLoopRequest {
  path: string
  headers?: Record<string, string>
}

export interface OpenLoopResult {
  p50Ms: number
  p99Ms: number
  /** Answers a second over the window, from its first moment to the last answer. */
  requestsPerSec: number
  total: number
  /** Answers other than 200, and requests that got none. */
  failed: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

function get(agent: http.Agent, url: URL, { path, headers }: OpenLoopRequest): Promise<number> {
  return new Promise<number>((resolve) => {
    const request = http.get({ host: url.hostname, port: url.port, path, headers, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    request.setTimeout(30_000, () => request.destroy())
    // A kept-alive connection the server closed as the request went out is the client's race, not a failed answer:
    // sent again once, as Node's documentation advises.
    request.on('error', (err: NodeJS.ErrnoException) => resolve(request.reusedSocket && err.code === 'ECONNRESET' ? get(agent, url, { path, headers }) : 0))
  })
}

/**
 * `requests` in turn, `rate` a second for `durationS`. Each one's time runs from its moment to the end of its answer:
 * a delay of the bench's own in sending it counts against the server, never for it.
 */
export async function openLoop(url: string, requests: OpenLoopRequest[], rate: number, durationS: number): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS })
  const target = new URL(url)
  const total = Math.round(rate * durationS)
  const start = performance.now()
  const answers: Promise<{ status: number; ms: number }>[] = []
  try {
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate
      const wait = due - performance.now()
      if (wait >= 1) await sleep(wait)
      answers.push(get(agent, target, requests[i % requests.length]!).then((status) => ({ status, ms: performance.now() - due })))
    }
    const answered = await Promise.all(answers)
    const windowS = (performance.now() - start) / 1000
    const times = answered.filter((a) => a.status === 200).map((a) => a.ms)
    times.sort((a, b) => a - b)
    return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), requestsPerSec: times.length / windowS, total, failed: total - times.length }
  } finally {
    agent.destroy()
  }
}

/** `requests` offered at `rate` a second for `durationS` after a warm-up, with the server's event loop over the same window. */
export async function measureOpenLoop(server: BenchServer, requests: OpenLoopRequest[], rate: number, durationS: number): Promise<Figure> {
  await openLoop(server.url, requests, rate, Math.min(WARM_UP_S, durationS))
  await server.resetLoop()
  const result = await openLoop(server.url, requests, rate, durationS)
  return { ...result, loop: await server.loopReport() }
}
