import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMailCapture } from '../../tests/setup/mail-capture.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createLocalStorage } from '../storage/local-storage.ts'
import { openDatabase, type DatabaseHandle } from './connection.ts'
import { embeddedDataDir, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts'
import { migrate } from './migrate.ts'

const quietLog = () => ({ fatal: vi.fn(), info: vi.fn() })
const unavailable = { message: 'Service unavailable, please try again shortly', code: 'service_unavailable' }

describe('the server when its embedded database dies', () => {
  let dataDir: string
  let embedded: EmbeddedDatabase
  let database: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildApp>>
  const log = quietLog()
  const onGiveUp = vi.fn()

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-recovery-'))
    embedded = await startEmbeddedDatabase(embeddedDataDir(dataDir), 4, { log, onGiveUp })
    database = await openDatabase({ dataDir, embedded: Promise.resolve(embedded), poolSize: 4 })
    await migrate(database.pool)
    const config = loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_DATA: 'false', CONTENT_CACHE_SECONDS: '0' })
    app = await buildApp({
      config,
      db: database.db,
      databaseUrl: database.connectionString,
      storage: createLocalStorage(config.filesDir),
      privateStorage: createLocalStorage(config.privateFilesDir),
      mailer: createMailCapture().mailer,
    })
    // A query long enough to be under way when the database dies.
    app.get('/api/test/slow-query', async () => {
      await sql`select pg_sleep(5)`.execute(database.db)
      return { data: 'done' }
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('reports it, answers 503 meanwhile, and comes back on the same data after a restart', async () => {
    await sql`create table crash_probe (note text)`.execute(database.db)
    await sql`insert into crash_probe values ('written before the crash')`.execute(database.db)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200)

    const inFlight = app.inject({ method: 'GET', url: '/api/test/slow-query' })
    await new Promise((r) => setTimeout(r, 200))
    await embedded.kill()

    const cut = await inFlight
    expect(cut.statusCode).toBe(503)
    expect(cut.json()).toEqual(unavailable)
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ status: 'unavailable', database: false })
    const menu = await app.inject({ method: 'GET', url: '/api/menu' })
    expect(menu.statusCode).toBe(503)
    expect(menu.headers['retry-after']).toBe('5')
    expect(menu.json()).toEqual(unavailable)
    expect(log.fatal).toHaveBeenCalledWith(expect.objectContaining({ restarting: true }), expect.stringMatching(/stopped unexpectedly/))

    await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200), { timeout: 45_000, interval: 100 })
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ restartsInWindow: 1 }), expect.stringMatching(/restarted/))
    expect((await app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200)
    const { rows } = await sql<{ note: string }>`select note from crash_probe`.execute(database.db)
    expect(rows).toEqual([{ note: 'written before the crash' }])
    expect(onGiveUp).not.toHaveBeenCalled()
  })
})

// Each test starts and kills real PGlite workers, whose cold start takes seconds on a loaded two-core machine.
describe('restarting the embedded database', { timeout: 60_000 }, () => {
  it('gives up, for the supervisor to restart the server, after too many deaths in the window', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-recovery-'))
    const log = quietLog()
    const onGiveUp = vi.fn()
    const embedded = await startEmbeddedDatabase(dataDir, 2, { log, onGiveUp, maxRestarts: 1 })
    try {
      await embedded.kill()
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledOnce(), { timeout: 45_000, interval: 50 })
      expect(onGiveUp).not.toHaveBeenCalled()
      await embedded.kill()
      expect(onGiveUp).toHaveBeenCalledOnce()
      expect(log.fatal).toHaveBeenLastCalledWith(expect.objectContaining({ restarting: false }), expect.any(String))
    } finally {
      await embedded.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('gives up at once on an in-memory database, whose data died with it', async () => {
    const onGiveUp = vi.fn()
    const embedded = await startEmbeddedDatabase('memory://', 2, { log: quietLog(), onGiveUp })
    await embedded.kill()
    expect(onGiveUp).toHaveBeenCalledOnce()
    await embedded.stop()
  })

  it('takes a stop for a stop, not a death', async () => {
    const log = quietLog()
    const onGiveUp = vi.fn()
    const embedded = await startEmbeddedDatabase('memory://', 2, { log, onGiveUp })
    await embedded.stop()
    await new Promise((r) => setTimeout(r, 300))
    expect(log.fatal).not.toHaveBeenCalled()
    expect(onGiveUp).not.toHaveBeenCalled()
  })
})
