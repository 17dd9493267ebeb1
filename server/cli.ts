import { loadConfig } from './config.ts'
import { openRuntime } from './runtime.ts'

// `npm run db:migrate` and `npm run db:seed`, against DATA_DIR or DATABASE_URL like the server.
const command = process.argv[2]
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx server/db/cli.ts migrate|seed')
  process.exit(2)
}
const { database, migrations, seeded } = await openRuntime(loadConfig(), { seed: command === 'seed' })
console.log(migrations.length ? `Applied migrations: ${migrations.join(', ')}` : 'No migrations to apply')
if (command === 'seed') console.log(seeded.length ? `Seeded: ${seeded.join(', ')}` : 'Nothing to seed: already seeded')
await database.close()
