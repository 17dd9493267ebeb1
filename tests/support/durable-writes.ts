import { writeSync } from 'node:fs'
import pg from 'pg'
import { startEmbeddedDatabase } from '../../server/db/embedded.ts'

// Run by server/db/durability.test.ts under strace: starts the embedded database in the directory given, makes
// acknowledged writes, marking each acknowledgment on stdout (a write the trace shows in order with the syncs), then
// a checkpoint. Prints the probe table's file, relative to the data directory.
const [dataDir, count = '20'] = process.argv.slice(2)
const database = await startEmbeddedDatabase(dataDir!, 2)
const client = new pg.Client({ connectionString: database.connectionString })
await client.connect()
await client.query('CREATE TABLE durability_probe (id int PRIMARY KEY, note text NOT NULL)')
for (let i = 0; i < Number(count); i++) {
  await client.query('INSERT INTO durability_probe (id, note) VALUES ($1, $2)', [i, `write ${i}`])
  writeSync(1, `acknowledged ${i}\n`)
}
const { rows } = await client.query<{ file: string }>(`SELECT pg_relation_filepath('durability_probe') AS file`)
writeSync(1, `checkpoint\n`)
await client.query('CHECKPOINT')
writeSync(1, `table ${rows[0]!.file}\n`)
await client.end()
await database.stop()
