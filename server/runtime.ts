import type { Config } from './config.ts'
import { openDatabase } from './db/connection.ts'
import type { EmbeddedDatabase } from './db/embedded.ts'
import { migrate } from './db/migrate.ts'
import { seedDatabase } from './seed/seed.ts'
import { createLocalStorage } from './storage/local-storage.ts'

/** Everything the server stands on, ready to use: the database migrated and seeded, the file storage. */
export async function openRuntime(config: Config, { seed = true, embedded }: { seed?: boolean; embedded?: Promise<EmbeddedDatabase> } = {}) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embedded })
  try {
    const migrations = await migrate(database.pool)
    const storage = createLocalStorage(config.filesDir)
    const seeded = seed ? await seedDatabase(database.db, storage) : []
    return { database, storage, migrations, seeded }
  } catch (err) {
    await database.close()
    throw err
  }
}
