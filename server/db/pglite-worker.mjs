// Runs PGlite off the API's event loop: PGlite executes queries synchronously in WASM.
// Plain JavaScript so that Node can start it as a worker thread without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { servePGlite } from './pglite-wire.mjs'

// `port` is 0 at first start; a restart after a crash asks for the port the API's pool already uses.
const { dataDir, maxConnections, port: wantedPort = 0 } = workerData
if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
const db = await PGlite.create(dataDir, { extensions: { pg_trgm } })
// Room for a second pool beside the server's (a diagnostic client, the bench's baseline server): they share the
// one backend in turn, so connections past the pool cost nothing until used.
const server = await servePGlite(db, { host: '127.0.0.1', port: wantedPort, maxConnections: maxConnections * 2 })
parentPort.postMessage({ type: 'ready', port: server.port })

parentPort.on('message', async (msg) => {
  if (msg?.type !== 'stop') return
  await server.stop()
  await db.close()
  parentPort.postMessage({ type: 'stopped' })
})
