import { Worker } from 'node:worker_threads'
import { once } from 'node:events'
import path from 'node:path'

export interface EmbeddedDatabase {
  connectionString: string
  stop(): Promise<void>
}

/** Connections to the embedded database, and so the API's pool size for it. */
export const DEFAULT_POOL_SIZE = 8
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'db')

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url)

/**
 * Starts PGlite in a worker thread behind pglite-socket, so the API reaches it with `pg` exactly as it
 * reaches a real PostgreSQL. `dataDir` is a directory, or 'memory://' for a throwaway database.
 */
export async function startEmbeddedDatabase(dataDir: string, maxConnections: number): Promise<EmbeddedDatabase> {
  const worker = new Worker(workerUrl, { workerData: { dataDir, maxConnections } })
  const failed = once(worker, 'error').then(([err]) => {
    throw err
  })
  const ready = once(worker, 'message').then(([msg]) => msg as { type: 'ready'; port: number })
  const { port } = await Promise.race([ready, failed])
  let stopped: Promise<void> | undefined
  return {
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop() {
      stopped ??= (async () => {
        const done = once(worker, 'message')
        worker.postMessage({ type: 'stop' })
        await Promise.race([done, new Promise((r) => setTimeout(r, 5000))])
        await worker.terminate()
      })()
      return stopped
    },
  }
}
