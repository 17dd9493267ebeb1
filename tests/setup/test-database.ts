import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/db/connection.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seedDatabase } from '../../server/seed/seed.ts'
import { createLocalStorage } from '../../server/storage/local-storage.ts'
import { scratchDatabase } from './scratch-database.ts'

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
    const scratch = await scratchDatabase(adminUrl, `scholar_hub_test_${process.pid}_${Date.now()}`)
    databaseUrl = scratch.url
    handle = await openDatabase({ databaseUrl })
    dropDatabase = scratch.drop
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
