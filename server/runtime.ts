import type { Config } from './config.ts'
import { openDatabase } from './db/connection.ts'
import type { EmbeddedDatabase } from './db/embedded.ts'
import { migrate } from './db/migrate.ts'
import { ensureAdmin } from './seed/admin.ts'
import { seedDatabase } from './seed/seed.ts'
import { createLocalStorage } from './storage/local-storage.ts'

/** Everything the server stands on, ready to use: the database migrated and seeded, the admin in place, the file storage. */
export async function openRuntime(config: Config, { seed = true, embedded }: { seed?: boolean; embedded?: Promise<EmbeddedDatabase> } = {}) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded })
  try {
    const migrations = await migrate(database.pool)
    const storage = createLocalStorage(config.filesDir)
    const privateStorage = createLocalStorage(config.privateFilesDir)
    const seeded = seed ? await seedDatabase(database.db, storage, { demoData: config.demoData }) : []
    const admin = seed && config.admin ? await ensureAdmin(database.db, config.admin) : undefined
    return { database, storage, privateStorage, migrations, seeded, admin }
  } catch (err) {
    await database.close()
    throw err
  }
}
