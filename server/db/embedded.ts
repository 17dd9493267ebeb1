import { Worker } from 'node:worker_threads'
import { once } from 'node:events'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

/** Where the embedded database reports its worker dying and coming back: the server's logger once it has one. */
export interface EmbeddedLogger {
  fatal(obj: object, msg: string): void
  info(obj: object, msg: string): void
}

export interface EmbeddedOptions {
  log?: EmbeddedLogger
  /** Restarts allowed within `restartWindowMs`; one more death in that window is given up on. */
  maxRestarts?: number
  restartWindowMs?: number
  /**
   * The database cannot be brought back (too many restarts in the window, or an in-memory database, whose
   * data died with it). The server exits non-zero here so that its supervisor starts it afresh.
   */
  onGiveUp?(reason: Error): void
}

/** One instant of the embedded database: PGlite's data directory as a tar, with its row counts and migrations. */
export interface EmbeddedDump {
  tar: Uint8Array
  /** Rows in each public table at that instant. */
  counts: Record<string, number>
  migrations: string[]
}

export interface EmbeddedDatabase {
  connectionString: string
  /** Replaceable after start: the server hands over its own logger once it has built one. */
  log: EmbeddedLogger
  stop(): Promise<void>
  /** Ends the worker abruptly, as a crash would, and resolves once it has exited (recovery tests). */
  kill(): Promise<void>
  /** A consistent copy of the whole database, taken between queries while the site goes on serving (a backup). */
  dump(): Promise<EmbeddedDump>
}

/** Connections to the embedded database, and so the API's pool size for it. */
export const DEFAULT_POOL_SIZE = 8
export const embeddedDataDir = (dataDir: string) => path.join(dataDir, 'db')

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url)

const consoleLogger: EmbeddedLogger = {
  fatal: (obj, msg) => console.error(msg, obj),
  info: (obj, msg) => console.info(msg, obj),
}

/** Starts one worker and resolves with it once it accepts connections; rejects if it fails or exits first. */
async function bootWorker(dataDir: string, maxConnections: number, port: number) {
  const worker = new Worker(workerUrl, { workerData: { dataDir, maxConnections, port } })
  const failed = Promise.race([once(worker, 'error'), once(worker, 'exit')]).then(([reason]) => {
    throw reason instanceof Error ? reason : new Error(`The embedded database exited with code ${reason} while starting`)
  })
  const ready = once(worker, 'message').then(([msg]) => msg as { type: 'ready'; port: number })
  try {
    return { worker, port: (await Promise.race([ready, failed])).port }
  } catch (err) {
    await worker.terminate()
    throw err
  }
}

/** Closes the database cleanly (so its files need no recovery next time), then ends the thread. */
async function stopWorker(worker: Worker) {
  const done = new Promise((resolve) => worker.on('message', (msg: { type: string }) => msg.type === 'stopped' && resolve(msg)))
  worker.postMessage({ type: 'stop' })
  await Promise.race([done, once(worker, 'exit'), delay(5000)])
  await worker.terminate()
}

/**
 * Starts PGlite in a worker thread behind its wire protocol (`pglite-wire.mjs`), so the API reaches it with `pg` exactly as it
 * reaches a real PostgreSQL. `dataDir` is a directory, or 'memory://' for a throwaway database.
 *
 * If the worker dies (a crash, running out of memory), a new one opens the same directory on the same port,
 * so the pool's next connections reach it unchanged; requests meanwhile fail to connect and answer 503.
 */
export async function startEmbeddedDatabase(dataDir: string, maxConnections: number, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const { maxRestarts = 5, restartWindowMs = 60_000, onGiveUp } = options
  const first = await bootWorker(dataDir, maxConnections, 0)
  // Chosen once: a restarted worker listens where the pool already connects.
  const port = first.port
  let current: Worker | undefined
  let recovery: Promise<void> | undefined
  const stopping = new AbortController()
  const restarts: number[] = []

  const watch = (worker: Worker) => {
    current = worker
    let error: Error | undefined
    worker.on('error', (err) => {
      error = err
    })
    worker.once('exit', (exitCode) => {
      current = undefined
      if (!stopping.signal.aborted) recovery = recover(exitCode, error)
    })
  }

  const recover = async (exitCode: number, error: Error | undefined) => {
    for (;;) {
      const now = Date.now()
      while (restarts.length && now - restarts[0]! >= restartWindowMs) restarts.shift()
      const restarting = dataDir !== 'memory://' && restarts.length < maxRestarts
      database.log.fatal({ err: error, exitCode, restarting, restartsInWindow: restarts.length }, 'The embedded database stopped unexpectedly')
      if (!restarting) {
        onGiveUp?.(error ?? new Error(`The embedded database exited with code ${exitCode}`))
        return
      }
      restarts.push(now)
      // A little longer each time, so a database that dies at once does not spin.
      await delay(250 * restarts.length, undefined, { signal: stopping.signal }).catch(() => {})
      if (stopping.signal.aborted) return
      try {
        const { worker } = await bootWorker(dataDir, maxConnections, port)
        if (stopping.signal.aborted) return await stopWorker(worker)
        watch(worker)
        database.log.info({ port, restartsInWindow: restarts.length }, 'The embedded database restarted')
        return
      } catch (err) {
        // The port taken meanwhile, or the directory unreadable: counts as another death.
        error = err as Error
        exitCode = 1
      }
    }
  }

  watch(first.worker)
  let stopped: Promise<void> | undefined
  let dumps = 0
  const database: EmbeddedDatabase = {
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    log: options.log ?? consoleLogger,
    stop() {
      stopped ??= (async () => {
        stopping.abort()
        // A restart under way finishes (and closes what it started) before the running worker is stopped.
        await recovery
        if (current) await stopWorker(current)
      })()
      return stopped
    },
    async dump() {
      const worker = current
      if (!worker) throw new Error('The embedded database is not running')
      const id = ++dumps
      const answer = new Promise<EmbeddedDump>((resolve, reject) => {
        const onMessage = (msg: { type: string; id?: number; error?: string } & EmbeddedDump) => {
          if (msg.type !== 'dumped' || msg.id !== id) return
          worker.off('message', onMessage)
          worker.off('exit', onExit)
          if (msg.error) reject(new Error(`The embedded database could not be copied: ${msg.error}`))
          else resolve({ tar: msg.tar, counts: msg.counts, migrations: msg.migrations })
        }
        const onExit = () => {
          worker.off('message', onMessage)
          reject(new Error('The embedded database stopped while it was being copied'))
        }
        worker.on('message', onMessage)
        worker.once('exit', onExit)
      })
      worker.postMessage({ type: 'dump', id })
      return answer
    },
    async kill() {
      const worker = current
      if (!worker) return
      const exited = once(worker, 'exit')
      await worker.terminate()
      await exited
    },
  }
  return database
}
