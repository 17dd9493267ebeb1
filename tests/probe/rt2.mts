import { sql } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
const config = loadConfig({ DATA_DIR: '/tmp/probe-admin', DEMO_DATA: 'true' })
const { database } = await openRuntime(config)
const db = database.db
const t = performance.now()
for (let i = 0; i < 2000; i++) await sql`select ${1}::int`.execute(db)
console.log('per query', ((performance.now() - t) / 2000).toFixed(3))
await database.close()
