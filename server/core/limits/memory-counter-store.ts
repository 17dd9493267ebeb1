import type { CounterHit, CounterStore } from './counter-store.ts'

/**
 * Counters in this node's memory: no round trip, so a limit that guards something cheaper than a database call (a
 * screen-view beacon) costs less than what it guards. Not shared between nodes, so each node allows the limit.
 * Past `maxKeys` counters at once, a new key is not counted until the next sweep: a flood of addresses cannot grow
 * the map without bound, and is answered as the limit's first hit.
 */
export function createMemoryCounters({ maxKeys }: { maxKeys: number }): CounterStore {
  const counts = new Map<string, CounterHit>()
  let sweepAt = 0

  function sweepEnded(at: number) {
    let removed = 0
    for (const [key, entry] of counts) {
      if (entry.resetAt <= at) {
        counts.delete(key)
        removed++
      }
    }
    return removed
  }

  function hit(key: string, windowMs: number): CounterHit {
    const at = Date.now()
    // Ended counters go once a window, as they are met: no timer to stop when the node closes.
    if (at >= sweepAt) {
      sweepEnded(at)
      sweepAt = at + windowMs
    }
    let entry = counts.get(key)
    if (!entry || entry.resetAt <= at) {
      entry = { count: 0, resetAt: at + windowMs }
      if (counts.size >= maxKeys && !counts.has(key)) return { count: 1, resetAt: entry.resetAt }
      counts.set(key, entry)
    }
    entry.count++
    return { count: entry.count, resetAt: entry.resetAt }
  }

  return {
    hit: async (key, windowMs) => hit(key, windowMs),
    async giveBack(key) {
      const entry = counts.get(key)
      if (entry && entry.count > 0) entry.count--
    },
    sweep: async () => sweepEnded(Date.now()),
  }
}
