import { existsSync } from 'node:fs'
import { sql } from 'kysely'
import * as v from 'valibot'
import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
import { createUser } from '../../server/seed/factories/accounts.ts'
import { fillAdmin } from '../bench/admin-fill.ts'
import { userListRequests } from '../bench/user-requests.ts'
import { createUsersRepository } from '../../server/modules/users/repository.ts'
import { AdminUserListQuery } from '../../contract/users.ts'

const dataDir = process.env.PROBE_DIR ?? '/tmp/probe-admin'
const size = { members: 100_000, posts: 1_000_000, payments: 50_000 }
const fresh = !existsSync(dataDir)
const config = loadConfig({ DATA_DIR: dataDir, ...(process.env.PROBE_PG && { DATABASE_URL: process.env.PROBE_PG }), DEMO_DATA: 'true' })
const { database } = await openRuntime(config)
const db = database.db
if (fresh || process.env.PROBE_FILL) {
  const admin = await createUser(db, { name: 'Bench Admin', email: 'bench-admin@example.com', role: 'admin' })
  await fillAdmin(db, size, admin.id)
  await sql`ANALYZE`.execute(db)
}
if (process.env.PLAN_MODE) await sql.raw(`SET plan_cache_mode = ${process.env.PLAN_MODE}`).execute(db)
const repo = createUsersRepository(db)
const requests = userListRequests(size)
const kinds = new Map<string, number[]>()
for (let round = 0; round < 3; round++) {
  for (const r of requests) {
    const q = Object.fromEntries(new URL(r, 'http://x').searchParams)
    const { page, ...filters } = v.parse(AdminUserListQuery, q)
    const kind = process.env.BY_REQUEST ? r.replace(/\d+/g, 'N') : Object.keys(q).sort().join('+')
    const started = performance.now()
    await repo.list(filters as never, page ?? 1)
    const ms = performance.now() - started
    if (round > 0) (kinds.get(kind) ?? kinds.set(kind, []).get(kind)!).push(ms)
  }
}
let total = 0
for (const [kind, times] of kinds) {
  times.sort((a, b) => a - b)
  total += times.reduce((a, b) => a + b, 0)
  console.log(kind.padEnd(40), 'mean', (times.reduce((a, b) => a + b, 0) / times.length).toFixed(1), 'max', times.at(-1)!.toFixed(1))
}
console.log('mean per request', (total / (requests.length * 2)).toFixed(2))
await database.close()
