import { loadConfig } from './config.ts'
import { openRuntime } from './runtime.ts'

// `npm run db:migrate`, `npm run db:seed`, `npm run backup` and `npm run restore`, against DATA_DIR or DATABASE_URL like the server.
const command = process.argv[2]
if (command === 'backup' || command === 'restore') {
  const { runBackupCommand } = await import('./backup/commands.ts')
  process.exit(await runBackupCommand(command, loadConfig(), process.argv.slice(3)))
}
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx server/cli.ts migrate|seed|backup|restore')
  process.exit(2)
}
const { database, migrations, seeded } = await openRuntime(loadConfig(), { seed: command === 'seed' })
console.log(migrations.length ? `Applied migrations: ${migrations.join(', ')}` : 'No migrations to apply')
if (command === 'seed') console.log(seeded.length ? `Seeded: ${seeded.join(', ')}` : 'Nothing to seed: already seeded')
await database.close()
