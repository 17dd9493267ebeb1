export interface CacheOptions {
  /** Entries kept at most; past it the oldest goes first. Keys anyone can choose (search words, tokens) need one. */
  max?: number
  /** How long an entry is kept, unless `set` says otherwise; forever by default. */
  ttlMs?: number
  now?: () => number
}

/**
 * The one in-memory cache: a map bounded to `max` entries whose entries expire after their time. Every cache of this
 * server (reads, grants, chat members, User-Agent labels) is one of these, so each is bounded and expires the same way.
 */
export function createCache<K, V>({ max = Infinity, ttlMs = Infinity, now = Date.now }: CacheOptions = {}) {
  const entries = new Map<K, { value: V; expires: number }>()
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires > now()) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key: K, value: V, keepMs = ttlMs) {
      entries.delete(key)
      if (entries.size >= max) entries.delete(entries.keys().next().value!)
      entries.set(key, { value, expires: now() + keepMs })
    },
    /** Forgets the key, only while it still holds `value` when one is given (a newer value stays). */
    delete(key: K, value?: V) {
      if (value === undefined || entries.get(key)?.value === value) entries.delete(key)
    },
    /** Forgets every entry whose value `matches`. */
    deleteWhere(matches: (value: V) => boolean) {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key)
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}

export type Cache<K, V> = ReturnType<typeof createCache<K, V>>
