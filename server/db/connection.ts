import pg from 'pg'
import { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { NamedStatementClient } from './named-statements.ts'
import { PagingPostgresDialect } from './paging-compiler.ts'
import { DEFAULT_POOL_SIZE, embeddedDataDir, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts'

// int8 (counts, identities) as numbers: every value this product stores fits in 2^53.
pg.types.setTypeParser(20, Number)
// int8[] (array_agg of ids) likewise, element by element; its oid is missing from pg's list of builtins.
const INT8_ARRAY = 1016 as Parameters<typeof pg.types.getTypeParser>[0]
const parseInt8Array = pg.types.getTypeParser(INT8_ARRAY)
pg.types.setTypeParser(INT8_ARRAY, (value: string) => (parseInt8Array(value) as (string | null)[]).map((n) => (n === null ? null : Number(n))))
// date as its YYYY-MM-DD text: a calendar day has no time zone, and a Date would put it at local midnight.
pg.types.setTypeParser(1082, (value: string) => value)
// numeric as numbers: used only for small decimals such as impact factors.
pg.types.setTypeParser(1700, Number)

export interface DatabaseHandle {
  db: Kysely<Database>
  pool: pg.Pool
  /** Where the database listens, the embedded one included: for a thread that opens a connection of its own. */
  connectionString: string
  embedded: boolean
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite runs under `dataDir/db` (or in memory). */
  databaseUrl?: string
  dataDir?: string | 'memory://'
  poolSize?: number
  /** An embedded database already starting, so its boot overlaps the caller's other work. */
  embedded?: Promise<EmbeddedDatabase>
}


export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { databaseUrl, dataDir, poolSize = DEFAULT_POOL_SIZE } = options
  const embedded = databaseUrl
    ? undefined
    : await (options.embedded ??
        startEmbeddedDatabase(dataDir === 'memory://' || !dataDir ? 'memory://' : embeddedDataDir(dataDir), poolSize))
  const connectionString = databaseUrl ?? embedded!.connectionString
  // No JIT on a PostgreSQL server: compiling a plan's expressions pays off for a report over millions of rows, not for
  // a list's request, yet a list whose planner guess is large (a page read by its filters) would spend 10 ms or more
  // compiling before it reads a row. The embedded database is built without it.
  const serverOptions = databaseUrl ? '-c jit=off' : undefined
  const pool = new pg.Pool({ Client: NamedStatementClient, connectionString, options: serverOptions, max: poolSize, connectionTimeoutMillis: 5000 })
  // An idle client's error (the database restarting) must not crash the process; the next query reports it.
  pool.on('error', () => {})
  // A client in use when the database goes away emits 'error' as well as failing its query, and with no one
  // listening that would end the process. The query reports the failure; the pool drops the dead client.
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = new Kysely<Database>({ dialect: new PagingPostgresDialect({ pool }) })
  return {
    db,
    pool,
    connectionString,
    embedded: Boolean(embedded),
    async close() {
      await db.destroy()
      await embedded?.stop()
    },
  }
}
