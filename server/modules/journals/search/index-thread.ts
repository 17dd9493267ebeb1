import { once } from 'node:events'
import type { Worker } from 'node:worker_threads'
import { startTypeScriptThread } from '../../../lib/typescript-thread.ts'
import type { Option } from '../../../../contract/journals.ts'
import { unpack, type JournalIndex, type PackedIndex } from './journal-index.ts'

export type ToWorker = { type: 'start'; indexes: Option[] } | { type: 'chunk'; json: string } | { type: 'end' }
type FromWorker = { type: 'ack' } | { type: 'built'; index: PackedIndex } | { type: 'failed'; message: string }

const workerUrl = new URL('./index-worker.ts', import.meta.url)
const IDLE_MS = 30_000

/**
 * The thread that builds search indexes, started on first use and kept for the next build. This side
 * only relays the catalogue's rows (as the JSON text the database returns) and receives the finished
 * index as transferred buffers, so a build costs the event loop next to nothing.
 */
export function createIndexThread() {
  let worker: Worker | undefined
  // A thread kept between builds holds on to its heap; one idle this long is stopped and started anew.
  let idle: NodeJS.Timeout | undefined
  const stopWhenIdle = (thread: Worker) => {
    idle = setTimeout(() => {
      if (worker === thread) worker = undefined
      void thread.terminate()
    }, IDLE_MS).unref()
  }

  function start() {
    const started = startTypeScriptThread(workerUrl)
    // Never keep the process alive for it; the server closes it on shutdown anyway.
    started.unref()
    started.once('exit', () => {
      if (worker === started) worker = undefined
    })
    return started
  }

  /** The thread's answer to the message just sent; its failure or exit rejects. */
  async function reply(thread: Worker): Promise<FromWorker> {
    const listening = new AbortController()
    const { signal } = listening
    try {
      const [message] = (await Promise.race([
        once(thread, 'message', { signal }),
        once(thread, 'error', { signal }).then(([err]) => Promise.reject(err)),
        once(thread, 'exit', { signal }).then(([code]) => Promise.reject(new Error(`the index thread stopped (exit code ${code})`))),
      ])) as [FromWorker]
      if (message.type === 'failed') throw new Error(`building the journal search index failed: ${message.message}`)
      return message
    } finally {
      // Stops the listeners that did not fire; their promises reject with an AbortError nobody awaits.
      listening.abort()
    }
  }

  return {
    /** Builds an index from chunks of catalogue rows (JSON arrays of CatalogueRecord). One build at a time. */
    async build(chunks: AsyncIterable<string>, indexes: Option[]): Promise<JournalIndex> {
      clearTimeout(idle)
      const thread = (worker ??= start())
      const send = (message: ToWorker) => {
        thread.postMessage(message)
        const answer = reply(thread)
        // A build given up while the next chunk is read (the server closing) leaves this answer unawaited.
        answer.catch(() => undefined)
        return answer
      }
      try {
        let previous = send({ type: 'start', indexes })
        // The next chunk is read from the database while the thread works on the one before.
        for await (const json of chunks) {
          await previous
          previous = send({ type: 'chunk', json })
        }
        await previous
        const done = await send({ type: 'end' })
        if (done.type !== 'built') throw new Error('the index thread answered out of turn')
        stopWhenIdle(thread)
        return unpack(done.index)
      } catch (err) {
        // A thread left half way through a build is not reused.
        if (worker === thread) worker = undefined
        await thread.terminate()
        throw err
      }
    },

    async close() {
      clearTimeout(idle)
      const thread = worker
      worker = undefined
      await thread?.terminate()
    },
  }
}

