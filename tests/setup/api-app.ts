import type { Kysely } from 'kysely'
import { inject } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/connection.ts'
import type { Database } from '../../server/db/schema.ts'
import { createLocalStorage } from '../../server/storage/local-storage.ts'
import { createMailCapture } from './mail-capture.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    filesDir: string
  }
}

type App = Awaited<ReturnType<typeof buildApp>>

/**
 * The real application on the run's test database, for `app.inject` tests. `extend` may add test-only
 * routes before the app is sealed. Mail is captured in `mail`, unless `env.SMTP_URL` sends it for real.
 * Call `close()` in afterAll.
 */
export async function createTestApp({
  env = {},
  extend,
  webDir,
}: { env?: Record<string, string>; extend?: (app: App, deps: { db: Kysely<Database> }) => void; webDir?: string } = {}) {
  const config = loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'silent', DATA_DIR: inject('filesDir'), CONTENT_CACHE_SECONDS: '0', ...env })
  const database = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 4 })
  const storage = createLocalStorage(inject('filesDir'))
  const privateStorage = createLocalStorage(config.privateFilesDir)
  const mail = createMailCapture()
  const app = await buildApp({
    config: webDir ? { ...config, serveWeb: true, webDir } : config,
    db: database.db,
    storage,
    privateStorage,
    mailer: env.SMTP_URL ? undefined : mail.mailer,
  })
  extend?.(app, { db: database.db })
  await app.ready()
  return {
    app,
    db: database.db,
    storage,
    privateStorage,
    mail,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
