import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
import { createSession } from '../../server/seed/factories/accounts.ts'
const config = loadConfig({ DATA_DIR: '/tmp/probe-pgdata', DATABASE_URL: process.env.PROBE_PG, DEMO_DATA: 'true' })
const { database } = await openRuntime(config)
const admin = await database.db.selectFrom('users').select('id').where('email', '=', 'bench-admin@example.com').executeTakeFirstOrThrow()
console.log('TOKEN', await createSession(database.db, admin.id))
await database.close()
