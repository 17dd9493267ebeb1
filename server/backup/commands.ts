import { access } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config.ts'
import { openDatabase } from '../db/connection.ts'
import { embeddedDataDir, startEmbeddedDatabase } from '../db/embedded.ts'
import { BackupError } from './backup-error.ts'
import { createBackups, type BackupResult } from './backups.ts'
import { askHolder, holdDataDir } from './control-socket.ts'
import { embeddedCopy, postgresCopy } from './database-copy.ts'
import { restoreArchive } from './restore.ts'

// `npm run backup` and `npm run restore -- [--force] FILE`. Each prints what it did, or one clear line on why not,
// and exits non-zero then.

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
const rowsIn = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0)

function describe({ file, size, sha256, manifest }: BackupResult) {
  const { database, files } = manifest
  return [
    `Backup written: ${file} (${megabytes(size)})`,
    `  SHA-256 ${sha256}, in ${path.basename(file)}.sha256`,
    `  database (${database.kind}): ${Object.keys(database.counts).length} tables, ${rowsIn(database.counts)} rows, ${database.migrations.length} migrations`,
    `  files: ${files.public} public, ${files.private} private (${megabytes(files.bytes)})`,
  ].join('\n')
}

/** Backs up alone: PostgreSQL through pg_dump; the embedded database opened here, held against a server starting. */
async function backUpAlone(config: Config) {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 })
    try {
      return await createBackups({ config, db: database.db, copyDatabase: postgresCopy(config.databaseUrl) }).take()
    } finally {
      await database.close()
    }
  }
  const dbDir = embeddedDataDir(config.dataDir)
  await access(path.join(dbDir, 'PG_VERSION')).catch(() => {
    throw new BackupError(`Nothing to back up: there is no database in ${dbDir}. Set DATA_DIR (or DATABASE_URL) as the server has it`)
  })
  const hold = await holdDataDir(config.dataDir, { holder: 'a backup' })
  try {
    const embedded = startEmbeddedDatabase(dbDir, 2)
    const database = await openDatabase({ dataDir: config.dataDir, embedded, poolSize: 2 })
    try {
      return await createBackups({ config, db: database.db, copyDatabase: embeddedCopy(await embedded) }).take()
    } finally {
      await database.close()
    }
  } finally {
    await hold.close()
  }
}

export async function backupCommand(config: Config, args: string[]) {
  if (args.length) throw new BackupError('Usage: npm run backup (it takes no arguments; BACKUP_DIR says where the archive goes)')
  // A running server holds the embedded database: it takes the backup between its queries.
  const answer = config.databaseUrl ? undefined : await askHolder(config.dataDir, { command: 'backup' })
  if (answer && !answer.ok) throw new BackupError(`The running server could not back up: ${answer.error}`)
  const result = answer ? (answer.result as BackupResult) : await backUpAlone(config)
  console.log(`${answer ? 'Taken by the running server. ' : ''}${describe(result)}`)
}

export async function restoreCommand(config: Config, args: string[]) {
  const force = args.includes('--force')
  const rest = args.filter((arg) => arg !== '--force')
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new BackupError('Usage: npm run restore -- [--force] FILE')
  const file = path.resolve(rest[0]!)
  const manifest = await restoreArchive({ config, file, force, log: (line) => console.log(line) })
  const { database, files } = manifest
  console.log(
    [
      `Restored ${file}, made ${manifest.createdAt} by Scholar Hub ${manifest.appVersion}`,
      `  database (${database.kind}): ${Object.keys(database.counts).length} tables, ${rowsIn(database.counts)} rows, as the backup counted them`,
      `  files: ${files.public} public, ${files.private} private, each checked against its SHA-256`,
      `Start the server (npm start) with the same DATA_DIR${config.databaseUrl ? ' and DATABASE_URL' : ''}.`,
    ].join('\n'),
  )
}

/** Runs a backup command; answers the exit code. A `BackupError` is one line for the person at the terminal. */
export async function runBackupCommand(command: 'backup' | 'restore', config: Config, args: string[]) {
  try {
    await (command === 'backup' ? backupCommand : restoreCommand)(config, args)
    return 0
  } catch (err) {
    console.error(err instanceof BackupError ? `${command} refused: ${err.message}` : err)
    return 1
  }
}
