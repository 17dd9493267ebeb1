import { setTimeout as sleep } from 'node:timers/promises'

/** Rejects when `promise` has not settled within `ms`, so that no step of the bench can wait forever. */
export async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  const timer = new AbortController()
  const expired = sleep(ms, undefined, { signal: timer.signal }).then(() => {
    throw new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)
  })
  try {
    return await Promise.race([promise, expired])
  } finally {
    timer.abort()
    expired.catch(() => {})
  }
}

/** Polls `url` until it answers 200 or `ms` runs out; returns the moment it answered (performance.now()). */
export async function waitForOk(url: string, ms: number, intervalMs = 25): Promise<number> {
  const until = performance.now() + ms
  let last = 'no answer'
  while (performance.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await res.arrayBuffer()
      if (res.status === 200) return performance.now()
      last = `status ${res.status}`
    } catch (err) {
      last = (err as Error).message
    }
    await sleep(intervalMs)
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(ms / 1000)} s (last: ${last})`)
}
