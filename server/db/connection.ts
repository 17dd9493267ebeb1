import path from 'node:path'
import pg from 'pg'
import { Kysely, PostgresDialect } from 'kysely'
import type { Database } from './schema.ts'
import { startEmbeddedDatabase } from './embedded.ts'

// int8 (counts, identities) as numbers: every value this product stores fits in 2^53.
pg.types.setTypeParser(20, Number)
// numeric as numbers: used only for small decimals such as impact factors.
pg.types.setTypeParser(1700, Number)

export interface DatabaseHandle {
  db: Kysely<Database>
  pool: pg.Pool
  embedded: boolean
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite runs under `dataDir/db` (or in memory). */
  databaseUrl?: string
  dataDir?: string | 'memory://'
  poolSize?: number
}

export async function openDatabase({ databaseUrl, dataDir, poolSize = 8 }: DatabaseOptions): Promise<DatabaseHandle> {
  const embedded = databaseUrl
    ? undefined
    : await startEmbeddedDatabase(dataDir === 'memory://' || !dataDir ? 'memory://' : path.join(dataDir, 'db'), poolSize)
  const pool = new pg.Pool({ connectionString: databaseUrl ?? embedded!.connectionString, max: poolSize, connectionTimeoutMillis: 5000 })
  // An idle client's error (the database restarting) must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    pool,
    embedded: Boolean(embedded),
    async close() {
      await db.destroy()
      await embedded?.stop()
    },
  }
}
