import { readFile } from 'node:fs/promises'
import pg from 'pg'

/** PostgreSQL's processes that work for one database, by process id. */
export interface PostgresPids {
  /** The database's own: its connections' backends, and an autovacuum worker while one works on it. */
  backends: number[]
  /** The cluster's WAL writer, checkpointer and background writer, which serve every database on it. */
  background: number[]
}

export interface PostgresProcesses {
  list(): Promise<PostgresPids>
  close(): Promise<void>
}

const isPostgres = async (pid: number) => (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim() === 'postgres'

/**
 * The processes of the PostgreSQL server at `databaseUrl` that serve its database, as pg_stat_activity names them,
 * asked on a connection of their own (left out of the list). Only a server on this machine has its processes here:
 * for another, or one in a container of its own, undefined.
 */
export async function openPostgresProcesses(databaseUrl: string): Promise<PostgresProcesses | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  async function list() {
    const { rows } = await client.query<{ pid: number; background: boolean }>(
      'SELECT pid, datname IS NULL AS background FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND (datname = current_database() OR datname IS NULL)',
    )
    const here = (await Promise.all(rows.map(async (row) => ((await isPostgres(row.pid)) ? [row] : [])))).flat()
    return { backends: here.filter((r) => !r.background).map((r) => r.pid), background: here.filter((r) => r.background).map((r) => r.pid) }
  }
  if (!(await list()).background.length) {
    await client.end()
    return undefined
  }
  return { list, close: () => client.end() }
}
