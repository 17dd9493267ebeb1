import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import type { ReadEntry } from 'tar'
import type { Config } from '../config.ts'
import { embeddedDataDir } from '../db/embedded.ts'
import { migrationFiles } from '../db/migrate.ts'
import { readArchive, verifyArchive } from './archive.ts'
import { BackupError } from './backup-error.ts'
import { askHolder, holdDataDir } from './control-socket.ts'
import { postgresTarget, runPgTool, tableCounts } from './database-copy.ts'
import { members, type Manifest } from './manifest.ts'

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'filesDir' | 'privateFilesDir'>
  file: string
  /** Replace what the target holds: its directories are moved aside, a PostgreSQL database's objects dropped. */
  force?: boolean
  log?: (line: string) => void
}

const hasContent = (dir: string) =>
  readdir(dir).then(
    (names) => names.length > 0,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false
      throw err
    },
  )

/** A member's path below its prefix, or null for one that would leave the directory it is restored into. */
function pathBelow(name: string, prefix: string) {
  const rest = name.slice(prefix.length)
  const parts = rest.split('/')
  return parts.every((part) => part && part !== '.' && part !== '..' && !part.includes('\\')) ? parts : null
}

/** The rows restored against those the manifest counted at the backup's instant. */
function compareCounts(expected: Record<string, number>, actual: Record<string, number>) {
  const differ = Object.entries(expected).filter(([table, rows]) => actual[table] !== rows)
  if (differ.length) {
    const [table, rows] = differ[0]!
    throw new BackupError(`The restored database differs from the backup's manifest: ${table} has ${actual[table] ?? 'no table'} rows, the backup counted ${rows}${differ.length > 1 ? ` (and ${differ.length - 1} more tables differ)` : ''}`)
  }
}

/** Moves a directory with content aside (`<dir>.replaced-<time>`), so a forced restore destroys nothing; answers the move. */
async function moveAside(dir: string, stamp: string) {
  if (!(await hasContent(dir))) return undefined
  const aside = `${dir}.replaced-${stamp}`
  await rename(dir, aside)
  return { dir, aside }
}

/** Writes each file member under its directory; hands the database member to `onDatabase`. */
function extractor(config: RestoreOptions['config'], onDatabase: (entry: ReadEntry) => Promise<void>) {
  const roots = [
    [members.files, config.filesDir],
    [members.privateFiles, config.privateFilesDir],
  ] as const
  return async (entry: ReadEntry) => {
    if (entry.path === members.embeddedDatabase || entry.path === members.postgresDatabase) return onDatabase(entry)
    const root = roots.find(([prefix]) => entry.path.startsWith(prefix))
    const parts = root && pathBelow(entry.path, root[0])
    if (!root || !parts) {
      entry.resume()
      return
    }
    const target = path.join(root[1], ...parts)
    await mkdir(path.dirname(target), { recursive: true })
    await pipeline(entry, createWriteStream(target))
  }
}

/** Loads the embedded database's copy through PGlite's own `loadDataDir`, and checks its rows against the manifest. */
async function loadEmbedded(dataDir: string, tar: Buffer, manifest: Manifest) {
  const db = await PGlite.create(embeddedDataDir(dataDir), { loadDataDir: new Blob([tar]), extensions: { pg_trgm } })
  try {
    const counts: Record<string, number> = {}
    for (const table of Object.keys(manifest.database.counts)) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public."${table.replaceAll('"', '""')}"`).catch(() => ({ rows: [] as { n: number }[] }))
      if (rows[0]) counts[table] = rows[0].n
    }
    compareCounts(manifest.database.counts, counts)
  } finally {
    await db.close()
  }
}

async function restoreEmbedded({ config, file, force, log }: Required<RestoreOptions>, manifest: Manifest) {
  const dirs = [embeddedDataDir(config.dataDir), config.filesDir, config.privateFilesDir]
  // Both checks only read, so a refused restore leaves the directory as it found it.
  if (await askHolder(config.dataDir, { command: 'ping' })) throw new BackupError(`${config.dataDir} is in use by a running Scholar Hub: stop it first`)
  const full = []
  for (const dir of dirs) if (await hasContent(dir)) full.push(dir)
  if (full.length && !force) throw new BackupError(`Not restoring into ${config.dataDir}: ${full.join(', ')} ${full.length > 1 ? 'are' : 'is'} not empty. Restore into an empty DATA_DIR, or add --force to move what is there aside`)
  // Held for the whole restore: a server started meanwhile finds the directory in use.
  const hold = await holdDataDir(config.dataDir, { holder: 'a restore' })
  const moved: { dir: string; aside: string }[] = []
  try {
    const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19)
    for (const dir of dirs) {
      const aside = await moveAside(dir, stamp)
      if (aside) {
        moved.push(aside)
        log(`Moved ${aside.dir} aside to ${aside.aside}`)
      }
    }
    try {
      let tar: Buffer | undefined
      await readArchive(
        file,
        extractor(config, async (entry) => {
          const chunks: Buffer[] = []
          entry.on('data', (chunk: Buffer) => chunks.push(chunk))
          await once(entry, 'end')
          tar = Buffer.concat(chunks)
        }),
      )
      if (!tar) throw new BackupError(`${file} holds no database`)
      await loadEmbedded(config.dataDir, tar, manifest)
    } catch (err) {
      // What this restore wrote goes, and what it moved aside comes back: the target is as it was.
      for (const dir of dirs) await rm(dir, { recursive: true, force: true })
      for (const { dir, aside } of moved) await rename(aside, dir)
      throw err
    }
  } finally {
    await hold.close()
  }
}

async function restorePostgres({ config, file, force, log }: Required<RestoreOptions>, manifest: Manifest) {
  const client = new pg.Client({ connectionString: config.databaseUrl })
  await client.connect()
  const moved: { dir: string; aside: string }[] = []
  try {
    const others = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0]!.n
    if (others) throw new BackupError(`Not restoring: the database is in use (${others} other connection${others > 1 ? 's' : ''}). Stop every Scholar Hub server that uses it first`)
    const tables = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)).rows[0]!.n
    const fullDirs = []
    for (const dir of [config.filesDir, config.privateFilesDir]) if (await hasContent(dir)) fullDirs.push(dir)
    if ((tables || fullDirs.length) && !force) {
      const what = [tables ? `the database has ${tables} table${tables > 1 ? 's' : ''}` : '', fullDirs.length ? `${fullDirs.join(', ')} not empty` : ''].filter(Boolean).join(', and ')
      throw new BackupError(`Not restoring: ${what}. Restore into an empty database and DATA_DIR, or add --force to replace what is there`)
    }
    const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19)
    for (const dir of fullDirs) {
      const aside = await moveAside(dir, stamp)
      if (aside) {
        moved.push(aside)
        log(`Moved ${aside.dir} aside to ${aside.aside}`)
      }
    }
    const { dbname, env } = postgresTarget(config.databaseUrl!)
    try {
      // One transaction: a restore that fails leaves the database as it was.
      const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...(tables ? ['--clean', '--if-exists'] : []), `--dbname=${dbname}`]
      await readArchive(
        file,
        extractor(config, async (entry) => {
          const restore = runPgTool('pg_restore', args, env, { stdin: true })
          await Promise.all([pipeline(entry, restore.child.stdin!), restore.done])
        }),
      )
      compareCounts(manifest.database.counts, (await tableCounts(client)).counts)
    } catch (err) {
      for (const dir of [config.filesDir, config.privateFilesDir]) await rm(dir, { recursive: true, force: true })
      for (const { dir, aside } of moved) await rename(aside, dir)
      throw err
    }
  } finally {
    await client.end()
  }
}

/**
 * Restores an archive into this site's DATA_DIR (and its PostgreSQL database with DATABASE_URL): checks the archive
 * through first, refuses a target in use or not empty (unless `force`), and checks the database restored against the
 * manifest's counts. Bad input is a `BackupError` and leaves everything as it was.
 */
export async function restoreArchive({ config, file, force = false, log = () => {} }: RestoreOptions) {
  log(`Checking ${file}`)
  const manifest = await verifyArchive(file)
  const known = new Set(await migrationFiles())
  const unknown = manifest.database.migrations.filter((name) => !known.has(name))
  if (unknown.length) throw new BackupError(`${file} was made by a newer version of Scholar Hub (${manifest.appVersion}): its migrations ${unknown.join(', ')} are unknown to this one. Restore it with that version or a later one`)
  const { kind } = manifest.database
  if (kind === 'embedded' && config.databaseUrl) throw new BackupError(`${file} holds an embedded database: restore it without DATABASE_URL, into DATA_DIR`)
  if (kind === 'postgresql' && !config.databaseUrl) throw new BackupError(`${file} holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it into`)
  const options = { config, file, force, log }
  if (kind === 'embedded') await restoreEmbedded(options, manifest)
  else await restorePostgres(options, manifest)
  return manifest
}
