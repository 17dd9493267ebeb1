import type { FastifyRequest } from 'fastify'
import { tryLater } from '../../http/errors.ts'
import type { CounterStore } from './counter-store.ts'

export interface Limit {
  /** Names the counter; the subject (an address, an email, a user id) follows it in the key. */
  name: string
  max: number
  windowMs: number
  /** What the person reads when refused. */
  message: string
}

/**
 * Limits that are counted before the work they guard, in a store every node shares. An attempt is counted
 * first and checked second, so parallel requests cannot all read "under the limit" and all go through.
 */
export function createLimiter(store: CounterStore) {
  /** Counts one attempt; refuses it with 429 once over the limit. Returns how to give the attempt back. */
  async function take(limit: Limit, subject: string) {
    const key = `${limit.name}:${subject}`
    const { count, resetAt } = await store.hit(key, limit.windowMs)
    if (count > limit.max) throw tryLater(429, 'rate_limited', limit.message, resetAt - Date.now())
    return () => store.giveBack(key)
  }

  return {
    take,

    /** An onRequest hook counting every request from the client's address, before its body is read. */
    perAddress(limit: Limit) {
      return async (request: FastifyRequest) => {
        await take(limit, request.ip)
      }
    },
  }
}

export type Limiter = ReturnType<typeof createLimiter>
