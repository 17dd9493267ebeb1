// Runs PGlite off the API's event loop: PGlite executes queries synchronously in WASM.
// Plain JavaScript so that Node can start it as a worker thread without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { servePGlite } from './pglite-wire.mjs'
import { DurableNodeFS, durableStartParams, syncTree } from './durable-nodefs.mjs'

// `port` is 0 at first start; a restart after a crash asks for the port the API's pool already uses.
const { dataDir, maxConnections, port: wantedPort = 0 } = workerData
if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true })
// A directory on disk keeps every acknowledged write through a power cut (durable-nodefs.mjs); a throwaway one needs nothing.
const db = dataDir === 'memory://' ? await PGlite.create(dataDir, { extensions: { pg_trgm } }) : await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: durableStartParams, extensions: { pg_trgm } })
if (dataDir !== 'memory://') syncTree(dataDir)
// Room for a second pool beside the server's (a diagnostic client, the bench's baseline server): they share the
// one backend in turn, so connections past the pool cost nothing until used.
const server = await servePGlite(db, { host: '127.0.0.1', port: wantedPort, maxConnections: maxConnections * 2 })
parentPort.postMessage({ type: 'ready', port: server.port })

/**
 * One consistent instant of the whole database, for a backup: between two connections' turns (no transaction open),
 * the public tables' row counts and the migrations applied, a checkpoint (so the copy needs no crash recovery), and
 * PGlite's own copy of its data directory as a tar. Nothing else runs meanwhile, so all three are the same instant.
 */
async function dump() {
  return server.betweenTurns(async () => {
    const tables = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
    const counts = {}
    for (const { tablename } of tables.rows) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM public."${tablename.replaceAll('"', '""')}"`)
      counts[tablename] = rows[0].n
    }
    const migrations = counts.schema_migrations === undefined ? [] : (await db.query('SELECT name FROM schema_migrations ORDER BY name')).rows.map((row) => row.name)
    await db.exec('CHECKPOINT')
    const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
    return { tar, counts, migrations }
  })
}

parentPort.on('message', async (msg) => {
  if (msg?.type === 'dump') {
    try {
      const result = await dump()
      parentPort.postMessage({ type: 'dumped', id: msg.id, ...result }, [result.tar.buffer])
    } catch (err) {
      parentPort.postMessage({ type: 'dumped', id: msg.id, error: err instanceof Error ? err.message : String(err) })
    }
    return
  }
  if (msg?.type !== 'stop') return
  await server.stop()
  await db.close()
  parentPort.postMessage({ type: 'stopped' })
})
