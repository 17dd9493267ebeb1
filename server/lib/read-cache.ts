/**
 * Reuses the answer of a read for `ttlMs`, so content that changes a few times a day is not queried on every
 * request. Misses (undefined) and failures are not kept; writers call `clear()`. A TTL of 0 disables it.
 */
export function createReadCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value as Promise<T>
      const value = load()
      entries.set(key, { expires: now() + ttlMs, value })
      value.then(
        (v) => v === undefined && entries.delete(key),
        () => entries.delete(key),
      )
      return value
    },
    clear: () => entries.clear(),
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
