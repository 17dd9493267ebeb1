import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { sql } from 'kysely'
import { openDatabase } from '../../db/connection.ts'
import type { FromViewCounter, ToViewCounter, ViewCounterData } from './view-counter-thread.ts'
import type { AnalyticsLog } from './batch-writer.ts'
import { createViewCounter } from './view-counter.ts'

// Runs in a worker thread: reading, hashing and writing 10,000 views a second would otherwise hold up the API's event
// loop, where every other request waits behind them (docs/decisions/0035).
const { connectionString, site } = workerData as ViewCounterData
// On Linux a thread has a priority of its own (setpriority on the calling thread), and this one yields to the API's
// event loop when the cores are busy: a view can wait a moment, a person's request should not. Elsewhere it would
// lower the whole process.
if (process.platform === 'linux') setPriority(0, 10)
const port = parentPort!
const post = (message: FromViewCounter) => port.postMessage(message)
const log: AnalyticsLog = {
  warn: (details: object, message: string) => post({ type: 'log', level: 'warn', details, message }),
  error: (details: object, message: string) => post({ type: 'log', level: 'error', details, message }),
}

// One connection: the writer sends one statement at a time, and the salt's read comes before the day's writes.
const database = await openDatabase({ databaseUrl: connectionString, poolSize: 1 })
// A batch's commit does not wait for the disk: a database that crashes loses its last moment of views, as a node that
// crashes loses the views in its memory, and nothing else (the data stays consistent). Waiting for the disk at every
// batch took a share of the cores the site's requests need.
database.pool.on('connect', (client) => void client.query('SET synchronous_commit TO off').catch(() => undefined))
// A database out of reach fails the thread at once, which the API's side logs and retries after a while.
await sql`SELECT 1`.execute(database.db)
const counter = createViewCounter({ db: database.db, site, log })

port.on('message', (message: ToViewCounter) => {
  if (message.type === 'views') counter.add(message.reports)
  else if (message.type === 'flush') void counter.flush().then(() => post({ type: 'flushed', id: message.id }))
  else
    void counter
      .close()
      .then(() => database.close())
      .finally(() => port.close())
})
