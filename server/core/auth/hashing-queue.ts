import { tryLater } from '../../http/errors.ts'

// A hash at this cost takes a few hundred milliseconds: a client told to come back in two seconds usually finds room.
const RETRY_AFTER_MS = 2000

/**
 * Bounds the password hashes made at once. Hashes run on libuv's thread pool, which file reads share: with
 * every thread hashing, a burst of sign-ins would stall every photo and page. Past `concurrency` a hash
 * waits its turn; past `queue` waiting ones, the request is refused with 503 and Retry-After.
 */
export function createHashingQueue({ concurrency, queue }: { concurrency: number; queue: number }) {
  let running = 0
  const waiting: (() => void)[] = []

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
      else throw tryLater(503, 'busy', 'The server is busy signing people in. Please try again in a few seconds.', RETRY_AFTER_MS)
      try {
        return await work()
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot overtake the queue.
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
  }
}

export type HashingQueue = ReturnType<typeof createHashingQueue>
