import type { Kysely } from 'kysely'
import { inject } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/connection.ts'
import type { Database } from '../../server/db/schema.ts'
import type { UserOverrides } from '../../server/seed/factories/accounts.ts'
import { createLocalStorage } from '../../server/storage/local-storage.ts'
import { bearer, signedInUser } from './api-users.ts'
import { createMailCapture } from './mail-capture.ts'
import { startTestDatabase } from './test-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    filesDir: string
    /** The PostgreSQL server of the api-postgres project; none on PGlite. */
    postgresUrl: string | undefined
  }
}

type App = Awaited<ReturnType<typeof buildApp>>

/**
 * Every test file's app shares one database, and so the counters of the per-address and per-email limits:
 * requests sent through inject all come from 127.0.0.1. Those limits are raised here; the tests of the
 * limits themselves pass the real values. Passwords are hashed at scrypt's lowest cost we accept: at OWASP's,
 * the hashes of sign-ups and sign-ins were about a third of these tests' time; passwords.test.ts checks that cost.
 */
const testDefaults = {
  NODE_ENV: 'test',
  PASSWORD_HASH_COST: '10',
  SERVE_WEB: 'false',
  LOG_LEVEL: 'silent',
  CONTENT_CACHE_SECONDS: '0',
  LOGIN_LIMIT_PER_ADDRESS: '100000',
  ACCOUNT_LIMIT_PER_ADDRESS: '100000',
  LINK_LIMIT_PER_EMAIL: '1000',
  ENQUIRY_LIMIT_PER_ADDRESS: '100000',
  // Off unless a test is about push: every notification would otherwise queue rows that nothing here sends.
  PUSH_NOTIFICATIONS: 'false',
}

/** The limits as a production server has them, for the tests that check them. */
export const realLimits = {
  LOGIN_LIMIT_PER_ADDRESS: '30',
  ACCOUNT_LIMIT_PER_ADDRESS: '10',
  LINK_LIMIT_PER_EMAIL: '3',
  ENQUIRY_LIMIT_PER_ADDRESS: '5',
}

/** Where a client's requests come from: a signed-in user's token, another network address. */
export interface ClientOptions {
  token?: string
  remoteAddress?: string
}

/**
 * Requests to the app as one client would send them: a guest, or a signed-in user when given a token.
 * Each method takes the URL, an optional JSON body and optional extra headers.
 */
export function apiClient(app: App, { token, remoteAddress }: ClientOptions = {}) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, payload, remoteAddress, headers: { ...(token ? bearer(token) : {}), ...headers } })
  return { get: send('GET'), post: send('POST'), put: send('PUT'), patch: send('PATCH'), delete: send('DELETE') }
}
export type ApiClient = ReturnType<typeof apiClient>

/**
 * The real application on the run's test database, for `app.inject` tests. `extend` may add test-only
 * routes before the app is sealed. Mail is captured in `mail`, unless `env.SMTP_URL` sends it for real.
 * Call `close()` in afterAll.
 */
export async function createTestApp({
  env = {},
  extend,
  webDir,
  captureLog = false,
  ownDatabase = false,
  pushCa,
}: {
  env?: Record<string, string>
  extend?: (app: App, deps: { db: Kysely<Database> }) => void
  webDir?: string
  /** Keep every line the server logs (info and above) in `logLines`. */
  captureLog?: boolean
  /**
   * A database of this file's own, migrated and seeded, for a test of a whole list that other files add to at
   * any moment (the order of the writing services). It costs a migration and a seed.
   */
  ownDatabase?: boolean
  /** The certificate of the tests' loopback push service (tests/support/push-service.ts), for the app to trust. */
  pushCa?: string
} = {}) {
  const own = ownDatabase ? await startTestDatabase(inject('postgresUrl')) : undefined
  const filesDir = own?.filesDir ?? inject('filesDir')
  const config = loadConfig({ ...testDefaults, DATA_DIR: filesDir, ...env })
  const database = await openDatabase({ databaseUrl: own?.databaseUrl ?? inject('databaseUrl'), poolSize: 4 })
  const storage = createLocalStorage(filesDir)
  const privateStorage = createLocalStorage(config.privateFilesDir)
  const mail = createMailCapture()
  const logLines: string[] = []
  const app = await buildApp({
    logger: captureLog ? { level: 'info', stream: { write: (line: string) => logLines.push(line) } } : undefined,
    config: webDir ? { ...config, serveWeb: true, webDir } : config,
    db: database.db,
    databaseUrl: database.connectionString,
    pool: database.pool,
    storage,
    privateStorage,
    mailer: env.SMTP_URL ? undefined : mail.mailer,
    pushCa,
  })
  extend?.(app, { db: database.db })
  await app.ready()
  return {
    app,
    db: database.db,
    /** The database and files this app uses, for a script run beside it (`npm run import:journals`). */
    databaseUrl: own?.databaseUrl ?? inject('databaseUrl'),
    filesDir,
    /** Requests as a guest. */
    guest: apiClient(app),
    /** A client from elsewhere: another address, or a token of the test's making. */
    client: (options: ClientOptions) => apiClient(app, options),
    /** A new verified user with a live session, and a client that sends their token. */
    async signIn(overrides: UserOverrides = {}) {
      const user = await signedInUser(database.db, overrides)
      return { ...user, api: apiClient(app, { token: user.token }) }
    },
    storage,
    privateStorage,
    mail,
    logLines,
    async close() {
      await app.close()
      await database.close()
      await own?.stop()
    },
  }
}
