import { readdir, readFile } from 'node:fs/promises'
import type pg from 'pg'

const migrationsDir = new URL('./migrations/', import.meta.url)
// Any constant works; it only has to be the same for every node that migrates this database.
const LOCK_KEY = 727_311_001

/** The numbered SQL files this version of the server expects applied, in order. */
export async function migrationFiles(dir = migrationsDir) {
  return (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()
}

/** Applies the numbered SQL files (of `dir`) not yet recorded, each in its own transaction, one node at a time. */
export async function migrate(pool: pg.Pool, dir = migrationsDir): Promise<string[]> {
  const files = await migrationFiles(dir)
  const client = await pool.connect()
  const applied: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name))
    for (const file of files) {
      if (done.has(file)) continue
      const sql = await readFile(new URL(file, dir), 'utf8')
      await client.query('BEGIN')
      try {
        await client.query(sql)
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
        await client.query('COMMIT')
      } catch (err) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err })
      }
      applied.push(file)
    }
    if (applied.length) await vacuumRewritten(client)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {})
    client.release()
  }
  return applied
}

/**
 * Whether the table `c` (its pg_class row) has most of its pages not marked all-visible: every index-only walk of it
 * then reads each row's page from the table as well (walked-page.ts), so it is due a vacuum.
 */
export const MOSTLY_NOT_ALL_VISIBLE = 'c.relpages > 0 AND c.relallvisible < c.relpages / 2'

/**
 * A migration that rewrites a table (a stored column added) leaves it with no page marked all-visible, and no
 * autovacuum threshold counts a rewrite. So a table whose pages are mostly not all-visible after migrating is vacuumed
 * now; the others are left to autovacuum.
 */
async function vacuumRewritten(client: pg.PoolClient) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND ${MOSTLY_NOT_ALL_VISIBLE}`,
  )
  for (const { name } of rows) await client.query(`VACUUM (ANALYZE) public.${client.escapeIdentifier(name)}`)
}
