export interface ReadCacheOptions {
  now?: () => number
  /** Answers kept at most; past it the oldest kept goes first. Keys anyone can choose (search words) need one. */
  max?: number
}

/**
 * Reuses the answer of a read for `ttlMs`, so content that changes a few times a day is not queried on every
 * request. Misses (undefined) and failures are not kept; writers call `clear()`. A TTL of 0 disables it.
 */
export function createReadCache(ttlMs: number, { now = Date.now, max = Infinity }: ReadCacheOptions = {}) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value as Promise<T>
      const value = load()
      entries.delete(key)
      if (entries.size >= max) entries.delete(entries.keys().next().value!)
      entries.set(key, { expires: now() + ttlMs, value })
      value.then(
        (v) => v === undefined && entries.get(key)?.value === value && entries.delete(key),
        () => entries.get(key)?.value === value && entries.delete(key),
      )
      return value
    },
    clear: () => entries.clear(),
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
