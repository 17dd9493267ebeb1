import { once } from 'node:events'
import { setTimeout as delay } from 'node:timers/promises'
import type { Worker } from 'node:worker_threads'
import { startTypeScriptThread } from '../../lib/typescript-thread.ts'
import type { AnalyticsLog } from './batch-writer.ts'
import type { ViewReports } from './view-counter.ts'

export interface ViewCounterData {
  /** The database the thread writes to, with a connection of its own. */
  connectionString: string
  /** This site's host name: in the visitor's hash, and never a referrer of its own. */
  site: string
}
export type ToViewCounter = { type: 'views'; reports: ViewReports } | { type: 'flush'; id: number } | { type: 'close' }
export type FromViewCounter = { type: 'flushed'; id: number } | { type: 'log'; level: keyof AnalyticsLog; details: object; message: string }

const entry = new URL('./view-counter-worker.ts', import.meta.url)
/** Beacons gather this long before they cross to the thread: a message per batch, not one per beacon. */
const HAND_OVER_MS = 20
/** Strings (three a beacon) handed over at once, however soon. */
const HAND_OVER_STRINGS = 3 * 500
/** After the thread fails, beacons are dropped this long before one is started again. */
const RETRY_AFTER_MS = 10_000
/** A thread still closing after this is ended: the app's own close must not hang on it. */
const CLOSE_MS = 10_000

/**
 * The view counter's thread, seen from the API's event loop: it is started with the first beacon, and each beacon
 * costs this side three strings pushed onto an array, handed over every few milliseconds (docs/decisions/0035).
 */
export function createViewCounterThread({ connectionString, site, log }: ViewCounterData & { log: AnalyticsLog }) {
  let worker: Worker | undefined
  let failedAt = -Infinity
  let closed = false
  let waiting: ViewReports = []
  let timer: NodeJS.Timeout | undefined
  let nextFlush = 0
  const flushes = new Map<number, () => void>()

  function start() {
    const thread = startTypeScriptThread(entry, { connectionString, site } satisfies ViewCounterData)
    // Never keeps the process alive: the app's close writes what waits and stops it.
    thread.unref()
    thread.on('message', (message: FromViewCounter) => {
      if (message.type === 'log') return log[message.level](message.details, message.message)
      flushes.get(message.id)?.()
      flushes.delete(message.id)
    })
    thread.on('error', (err) => {
      failedAt = Date.now()
      log.error({ err }, 'the view counter stopped; views are not counted for a while')
    })
    thread.once('exit', () => {
      if (worker === thread) worker = undefined
      // Nothing more will be written by it: whoever waits for a flush goes on.
      for (const resolve of flushes.values()) resolve()
      flushes.clear()
    })
    return thread
  }

  function handOver() {
    clearTimeout(timer)
    timer = undefined
    if (!waiting.length) return
    const reports = waiting
    waiting = []
    if (!worker) {
      if (closed || Date.now() - failedAt < RETRY_AFTER_MS) return
      worker = start()
    }
    worker.postMessage({ type: 'views', reports } satisfies ToViewCounter)
  }

  return {
    /** One beacon as sent: its body, the client's address and User-Agent. Never waits. */
    add(body: string, address: string, userAgent: string) {
      if (closed) return
      waiting.push(body, address, userAgent)
      if (waiting.length >= HAND_OVER_STRINGS) handOver()
      else timer ??= setTimeout(handOver, HAND_OVER_MS)
    },

    /** Resolves once every beacon added so far is counted and written (or dropped). */
    async flush() {
      handOver()
      const thread = worker
      if (!thread) return
      const id = nextFlush++
      const flushed = new Promise<void>((resolve) => flushes.set(id, resolve))
      thread.postMessage({ type: 'flush', id } satisfies ToViewCounter)
      await flushed
    },

    /** Writes what waits and stops the thread. */
    async close() {
      handOver()
      closed = true
      const thread = worker
      if (!thread) return
      thread.postMessage({ type: 'close' } satisfies ToViewCounter)
      const timeout = new AbortController()
      await Promise.race([once(thread, 'exit'), delay(CLOSE_MS, undefined, { signal: timeout.signal }).catch(() => undefined)])
      timeout.abort()
      await thread.terminate()
    },
  }
}
