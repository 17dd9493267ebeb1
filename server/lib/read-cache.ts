import { createCache, type CacheOptions } from './cache.ts'

export type ReadCacheOptions = Pick<CacheOptions, 'max' | 'now'>

/**
 * Reuses the answer of a read for `ttlMs`, so content that changes a few times a day is not queried on every
 * request. Misses (undefined) and failures are not kept; writers call `clear()`. A TTL of 0 disables it.
 */
export function createReadCache(ttlMs: number, options: ReadCacheOptions = {}) {
  const entries = createCache<string, Promise<unknown>>({ ...options, ttlMs })
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const hit = entries.get(key)
      if (hit) return hit as Promise<T>
      const value = load()
      entries.set(key, value)
      value.then(
        (v) => v === undefined && entries.delete(key, value),
        () => entries.delete(key, value),
      )
      return value
    },
    clear: entries.clear,
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
