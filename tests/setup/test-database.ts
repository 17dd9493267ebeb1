import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../server/db/connection.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seedDatabase } from '../../server/seed/seed.ts'
import { createLocalStorage } from '../../server/storage/local-storage.ts'

export interface TestDatabase {
  databaseUrl: string
  filesDir: string
  stop(): Promise<void>
}

/**
 * One migrated, seeded database for a whole test run: a fresh database on the PostgreSQL server named by
 * `adminUrl`, or an in-memory PGlite behind its wire protocol. Tests reach it through `pg` either way.
 */
export async function startTestDatabase(adminUrl?: string): Promise<TestDatabase> {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-files-'))
  let databaseUrl: string
  let dropDatabase = async () => {}
  let handle
  if (adminUrl) {
    const name = `scholar_hub_test_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    handle = await openDatabase({ databaseUrl })
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  } else {
    handle = await openDatabase({ dataDir: 'memory://', poolSize: 16 })
    databaseUrl = (handle.pool.options as { connectionString: string }).connectionString
  }
  await migrate(handle.pool)
  await seedDatabase(handle.db, createLocalStorage(filesDir))
  return {
    databaseUrl,
    filesDir,
    async stop() {
      await handle.close()
      await dropDatabase()
      await rm(filesDir, { recursive: true, force: true })
    },
  }
}
