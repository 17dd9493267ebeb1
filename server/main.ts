import { startBanner } from './banner.ts'
import { BackupError } from './backup/backup-error.ts'
import { holdDataDir } from './backup/control-socket.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DEFAULT_POOL_SIZE, embeddedDataDir, startEmbeddedDatabase } from './db/embedded.ts'

// Only Node built-ins and the config are loaded before the embedded database starts booting in its own
// thread; the rest of the server loads meanwhile. Those are the two largest parts of a cold start.

async function main() {
  const config = loadConfig()
  // The embedded database is this process's alone: a second server, or a restore, finds DATA_DIR held; a backup
  // command asks this server for one through the same socket.
  const hold = config.databaseUrl ? undefined : await holdDataDir(config.dataDir, { holder: 'the server' })
  const embedded = config.databaseUrl
    ? undefined
    : startEmbeddedDatabase(embeddedDataDir(config.dataDir), DEFAULT_POOL_SIZE, {
        // Restarts did not bring the database back: exit non-zero, so that a supervisor starts the server afresh.
        onGiveUp: () => process.exit(1),
      })
  const { default: closeWithGrace } = await import('close-with-grace')
  const open: { close(): Promise<void> }[] = []
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) console.error('Shutting down after an error:', err)
    else console.info(`Shutting down (${signal})`)
    // The HTTP server first (stop accepting, finish requests in flight), then the database.
    for (const resource of open.reverse()) await resource.close()
    if (!open.length) await (await embedded)?.stop()
    await hold?.close()
  })

  const [{ openRuntime }, { buildApp }, { createBackups }, { embeddedCopy, postgresCopy }] = await Promise.all([
    import('./runtime.ts'),
    import('./app.ts'),
    import('./backup/backups.ts'),
    import('./backup/database-copy.ts'),
  ])
  const { database, storage, privateStorage, migrations, seeded, admin } = await openRuntime(config, { embedded })
  open.push(database)
  const started = await embedded
  const backups = createBackups({ config, db: database.db, copyDatabase: started ? embeddedCopy(started) : postgresCopy(config.databaseUrl!) })
  if (hold) hold.handler = () => backups.take()
  const app = await buildApp({ config, db: database.db, databaseUrl: database.connectionString, pool: database.pool, storage, privateStorage, backups })
  open.push(app)
  // From here on the embedded database's deaths and restarts go to the server's own log.
  if (started) started.log = app.log
  if (migrations.length) app.log.info({ migrations }, 'database migrated')
  if (seeded.length) app.log.info({ seeded }, 'database seeded')
  if (admin && admin !== 'unchanged') app.log.info(`Admin account ${config.admin?.email} ${admin} from ADMIN_EMAIL`)
  await app.listen({ port: config.port, host: config.host })
  // A banner for the person who started the server, whatever LOG_LEVEL says; the logs stay JSON for machines.
  console.log(await startBanner(config, database))
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err)
  process.exit(1)
})
