import type { RedisClient } from '../../lib/redis.ts'
import type { CounterStore } from './counter-store.ts'

const PREFIX = 'limit:'

/**
 * Counters in Redis, which every node shares: INCR and the window's expiry in one transaction, so parallel hits
 * are counted exactly. While Redis is away the database's counters stand in, so a limit never blocks a request
 * on Redis returning.
 */
export function createRedisCounters(redis: RedisClient, fallback: CounterStore): CounterStore {
  return {
    async hit(key, windowMs) {
      if (!redis.isReady) return fallback.hit(key, windowMs)
      const k = PREFIX + key
      const [count, , ttl] = (await redis.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec()) as unknown as [number, unknown, number]
      return { count, resetAt: Date.now() + Math.max(ttl, 0) }
    },

    async giveBack(key) {
      if (!redis.isReady) return fallback.giveBack(key)
      const k = PREFIX + key
      // Never below zero: a window that ended meanwhile has no counter to take from.
      await redis.eval("local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end", { keys: [k] })
    },

    // Redis drops each counter when its window ends; the database's stand-in counters are swept as before.
    sweep: () => fallback.sweep(),
  }
}
