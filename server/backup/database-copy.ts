import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { EmbeddedDatabase } from '../db/embedded.ts'
import { members } from './manifest.ts'

/** A copy of the whole database at one instant, ready to go into an archive. */
export interface DatabaseCopy {
  kind: 'embedded' | 'postgresql'
  counts: Record<string, number>
  migrations: string[]
  /** Writes the copy into the archive as its database member. */
  addTo(archive: { add(name: string, data: Uint8Array): Promise<void>; addFile(name: string, file: string): Promise<void> }): Promise<void>
  /** Removes what the copy left on disk. */
  dispose(): Promise<void>
}

/** Copies the database; `workDir` is where a copy may put a file of its own meanwhile. */
export type CopyDatabase = (workDir: string) => Promise<DatabaseCopy>

/** The embedded database copies itself between queries, in its own thread (pglite-worker.mjs). */
export const embeddedCopy =
  (embedded: Pick<EmbeddedDatabase, 'dump'>): CopyDatabase =>
  async () => {
    const { tar, counts, migrations } = await embedded.dump()
    return { kind: 'embedded', counts, migrations, addTo: (archive) => archive.add(members.embeddedDatabase, tar), dispose: async () => {} }
  }

/**
 * The PostgreSQL tools take the password from the environment, not the command line that `ps` shows: the URL
 * without its password, and the password apart.
 */
export function postgresTarget(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Runs one of PostgreSQL's client programs; rejects with what it wrote to stderr. `stdin` is piped when asked. */
export function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv, { stdin = false } = {}) {
  const child = spawn(program, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'ENOENT' ? `${program} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)` : err.message)),
    )
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit code ${code}): ${stderr.trim() || 'no message'}`))))
  })
  return { child, done }
}

/** Rows in each public table and the migrations applied, as `client` sees the database. */
export async function tableCounts(client: pg.ClientBase) {
  const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${client.escapeIdentifier(name)}`)
    counts[name] = rows[0]!.n
  }
  const migrations = counts.schema_migrations === undefined ? [] : (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((row) => row.name)
  return { counts, migrations }
}

/**
 * PostgreSQL is copied with `pg_dump` in its custom format, inside a snapshot exported from a transaction that also
 * counts the rows: the dump and the manifest's counts are the same instant, while writes go on.
 */
export const postgresCopy =
  (databaseUrl: string): CopyDatabase =>
  async (workDir) => {
    const file = path.join(workDir, `.postgresql-${process.pid}-${Date.now()}.dump`)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
      const { counts, migrations } = await tableCounts(client)
      const { dbname, env } = postgresTarget(databaseUrl)
      await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env).done
      await client.query('COMMIT')
      return { kind: 'postgresql', counts, migrations, addTo: (archive) => archive.addFile(members.postgresDatabase, file), dispose: () => rm(file, { force: true }) }
    } catch (err) {
      await rm(file, { force: true })
      throw err
    } finally {
      await client.end()
    }
  }
