import { inject } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/connection.ts'
import { createLocalStorage } from '../../server/storage/local-storage.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    filesDir: string
  }
}

type App = Awaited<ReturnType<typeof buildApp>>

/**
 * The real application on the run's test database, for `app.inject` tests. `extend` may add test-only
 * routes before the app is sealed. Call `close()` in afterAll.
 */
export async function createTestApp({
  env = {},
  extend,
  webDir,
}: { env?: Record<string, string>; extend?: (app: App) => void; webDir?: string } = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'silent', DATA_DIR: inject('filesDir'), CONTENT_CACHE_SECONDS: '0', ...env })
  const database = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 4 })
  const storage = createLocalStorage(inject('filesDir'))
  const app = await buildApp({ config: webDir ? { ...config, serveWeb: true, webDir } : config, db: database.db, storage })
  extend?.(app)
  await app.ready()
  return {
    app,
    db: database.db,
    storage,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
