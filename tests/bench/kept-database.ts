import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connection.ts'
import { migrate } from '../../server/db/migrate.ts'
import type { Database } from '../../server/db/schema.ts'
import { prepareDatabase, settle } from './prepared-database.ts'
import { repoRoot } from './server-process.ts'
import { admin, createThrowawayDatabase } from './throwaway-database.ts'

// Filling a list with a million rows through the factories takes minutes (vacancies about eight), so with
// BENCH_KEEP_DATA=DIR a filled database is kept and copied for the next run: on PostgreSQL as a template database
// (scholar_hub_bench_tpl_<list>_<size>_<state>, copied with CREATE DATABASE … TEMPLATE), embedded as a copy of its data
// directory in DIR/<list>_<size>_<state>. The state is a digest of the seed code, which made the rows: a change to it
// fills anew, and the stale copy of that list and size is dropped when the new one is kept. A copy made before a newer
// migration is brought up to date as a deployed database would be, by the migrations it lacks (an index built over a
// million rows takes seconds; filling them again, minutes).

/**
 * A kept database older than this is filled anew: the generated closing and starting moments are relative to when
 * it was filled, and each day more vacancies and events leave their lists.
 */
const KEPT_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
const TEMPLATE_PREFIX = 'scholar_hub_bench_tpl_'
/** Where an embedded copy records when it was filled. */
const FILLED_AT = 'filled-at'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort()
}

/** A digest of the seed code, whose change makes a kept database stale. */
async function dataState() {
  const hash = createHash('sha256')
  for (const file of await filesUnder(path.join(repoRoot, 'server/seed'))) hash.update(path.relative(repoRoot, file)).update(await readFile(file))
  return hash.digest('hex').slice(0, 10)
}

/**
 * Applies the migrations a kept copy lacks, then settles it as a freshly filled one is (prepared-database.ts): a copy
 * kept before that may not be, and settling one that is costs little (a vacuum skips pages already all-visible).
 */
async function migrateCopy(copy: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase(copy)
  try {
    await migrate(database.pool)
    await settle(database.db)
  } finally {
    await database.close()
  }
}

export interface FilledDatabase {
  dataDir: string
  /** The run's own PostgreSQL database; none on the embedded one. */
  databaseUrl?: string
  /** Seconds to fill it, or to copy the kept one and apply the migrations it lacked. */
  seconds: number
  kept: boolean
  /** Drops the run's PostgreSQL database (never a kept one). */
  drop(): Promise<void>
}

export interface FilledDatabaseOptions {
  /** The list (`vacancies`): with the size and the state, it names the kept copy. */
  name: string
  size: number
  /** The run's data directory: the embedded database lives under it. */
  dataDir: string
  /** The PostgreSQL server to make the run's database on; without it, the embedded one. */
  adminUrl?: string
  /** BENCH_KEEP_DATA; without it nothing is kept or reused. */
  keepDir?: string
}

/**
 * The run's database filled by `fill` after the demo seed (prepared-database.ts), or copied from the kept one of the
 * same list, size and state when BENCH_KEEP_DATA is set and it is younger than KEPT_DAYS; kept after filling.
 */
export async function filledDatabase({ name, size, dataDir, adminUrl, keepDir }: FilledDatabaseOptions, fill: (db: Kysely<Database>) => Promise<void>): Promise<FilledDatabase> {
  const started = performance.now()
  const key = `${name}_${size}`
  const kept = keepDir && `${key}_${await dataState()}`
  const seconds = () => (performance.now() - started) / 1000
  if (!adminUrl) {
    const keptDir = kept && path.join(keepDir, kept)
    const filledAt = keptDir && Number(await readFile(path.join(keptDir, FILLED_AT), 'utf8').catch(() => 0))
    if (keptDir && filledAt && Date.now() - filledAt < KEPT_DAYS * DAY_MS) {
      await cp(keptDir, dataDir, { recursive: true })
      await migrateCopy({ dataDir })
      return { dataDir, seconds: seconds(), kept: true, drop: async () => {} }
    }
    await prepareDatabase({ dataDir }, fill)
    if (keptDir) {
      for (const stale of (await readdir(keepDir).catch(() => [])).filter((entry) => entry.startsWith(`${key}_`))) await rm(path.join(keepDir, stale), { recursive: true, force: true })
      await mkdir(keptDir, { recursive: true })
      await cp(dataDir, keptDir, { recursive: true })
      await writeFile(path.join(keptDir, FILLED_AT), String(Date.now()))
    }
    return { dataDir, seconds: seconds(), kept: false, drop: async () => {} }
  }

  const template = kept && `${TEMPLATE_PREFIX}${kept}`.toLowerCase()
  if (template) {
    const [row] = await admin(adminUrl, `SELECT shobj_description(oid, 'pg_database') AS filled_at FROM pg_database WHERE datname = '${template}'`)
    if (row && Date.now() - Number(row.filled_at) < KEPT_DAYS * DAY_MS) {
      const database = await createThrowawayDatabase(adminUrl, template)
      await migrateCopy({ dataDir, databaseUrl: database.url }).catch(async (err: unknown) => {
        await database.drop()
        throw err
      })
      return { dataDir, databaseUrl: database.url, seconds: seconds(), kept: true, drop: database.drop }
    }
  }
  const database = await createThrowawayDatabase(adminUrl)
  try {
    await prepareDatabase({ dataDir, databaseUrl: database.url }, fill)
    if (template) {
      const stale = await admin(adminUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}${key}\\_%'`)
      for (const { datname } of stale) await admin(adminUrl, `DROP DATABASE IF EXISTS ${String(datname)} WITH (FORCE)`)
      await admin(adminUrl, `CREATE DATABASE ${template} TEMPLATE ${new URL(database.url).pathname.slice(1)}`, 600_000)
      await admin(adminUrl, `COMMENT ON DATABASE ${template} IS '${Date.now()}'`)
    }
  } catch (err) {
    await database.drop()
    throw err
  }
  return { dataDir, databaseUrl: database.url, seconds: seconds(), kept: false, drop: database.drop }
}
