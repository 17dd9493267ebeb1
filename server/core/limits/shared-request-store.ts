import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { CounterStore } from './counter-store.ts'

/**
 * The per-address request limit counted in the counters every node shares (Redis), so a client spreading its
 * requests over the nodes behind a load balancer meets the same limit as on one.
 */
export function sharedRequestStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      counters.hit(`requests:${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => callback(err),
      )
    },
    child: () => store,
  }
  return class {
    constructor() {
      return store
    }
  } as unknown as FastifyRateLimitStoreCtor
}
