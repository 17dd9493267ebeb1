import { sql } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
import { createUsersRepository } from '../../server/modules/users/repository.ts'
const config = loadConfig({ DATA_DIR: '/tmp/probe-admin', DEMO_DATA: 'true' })
const { database } = await openRuntime(config)
const db = database.db
const time = async (label: string, f: () => Promise<unknown>, n = 200) => {
  for (let i = 0; i < 20; i++) await f()
  const t = performance.now()
  for (let i = 0; i < n; i++) await f()
  console.log(label.padEnd(30), ((performance.now() - t) / n).toFixed(3), 'ms')
}
const repo = createUsersRepository(db)
await time('select 1', () => sql`select 1`.execute(db))
await time('select $1', () => sql`select ${1}::int`.execute(db))
await time('session-like by pk', () => db.selectFrom('users').select(['id', 'name']).where('email', '=', 'bench-admin@example.com').execute())
await time('page 1', () => repo.list({} as never, 1))
await time('page 20', () => repo.list({} as never, 20))
await time('status active p2', () => repo.list({ status: 'active' } as never, 2))
await sql`SET plan_cache_mode = force_generic_plan`.execute(db)
await time('generic page 1', () => repo.list({} as never, 1))
await time('generic status active p2', () => repo.list({ status: 'active' } as never, 2))
await database.close()
