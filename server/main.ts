import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openRuntime } from './runtime.ts'

async function main() {
  const config = loadConfig()
  const { database, storage, migrations, seeded } = await openRuntime(config)
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
