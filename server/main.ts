import { ConfigError, loadConfig } from './config.ts'
import { openRuntime } from './runtime.ts'

async function main() {
  const config = loadConfig()
  // The database starts in its own thread while the HTTP modules load: the two largest parts of a cold start.
  const runtime = openRuntime(config)
  const [{ buildApp }, { default: closeWithGrace }] = await Promise.all([import('./app.ts'), import('close-with-grace')])
  const { database, storage, migrations, seeded } = await runtime
  const app = await buildApp({ config, db: database.db, storage })
  if (migrations.length) app.log.info({ migrations }, 'database migrated')
  if (seeded.length) app.log.info({ seeded }, 'database seeded')

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    // Stops accepting, lets requests in flight finish, then closes the database.
    await app.close()
    await database.close()
  })

  await app.listen({ port: config.port, host: config.host })
  const where = database.embedded ? `embedded PostgreSQL in ${config.dataDir}/db` : 'PostgreSQL from DATABASE_URL'
  app.log.info(`Scholar Hub is ready on ${config.publicUrl} (${where})`)
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
