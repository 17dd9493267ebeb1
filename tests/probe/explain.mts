import * as v from 'valibot'
import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
import { AdminUserListQuery } from '../../contract/users.ts'
import { createUsersRepository } from '../../server/modules/users/repository.ts'
import { NamedStatementClient } from '../../server/db/named-statements.ts'

const config = loadConfig({ DATA_DIR: process.env.PROBE_DIR ?? '/tmp/probe-admin', ...(process.env.PROBE_PG && { DATABASE_URL: process.env.PROBE_PG }), DEMO_DATA: 'true' })
const { database } = await openRuntime(config)
const db = database.db
if (process.env.PLAN_MODE) await database.pool.query(`SET plan_cache_mode = ${process.env.PLAN_MODE}`)
let captured: [string, unknown[]][] = []
const orig = NamedStatementClient.prototype.query
NamedStatementClient.prototype.query = function (this: any, ...args: unknown[]) {
  if (typeof args[0] === 'string' && !args[0].startsWith('EXPLAIN')) captured.push([args[0], (args[1] as unknown[]) ?? []])
  return (orig as any).apply(this, args)
} as never
for (const r of process.argv.slice(2)) {
  const q = Object.fromEntries(new URL(r, 'http://x').searchParams)
  const { page, ...filters } = v.parse(AdminUserListQuery, q)
  captured = []
  await createUsersRepository(db).list(filters as never, page ?? 1)
  const seen = captured
  captured = []
  for (const [text, values] of seen) {
    console.log('----', r, '\n', text, JSON.stringify(values))
    const { rows } = await database.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)
    console.log(rows.map((x: any) => x['QUERY PLAN']).join('\n'))
  }
}
await database.close()
