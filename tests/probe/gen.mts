import { sql } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
const config = loadConfig({ DATA_DIR: '/tmp/probe-admin', DEMO_DATA: 'true' })
const { database } = await openRuntime(config)
const pool = database.pool
const base = `select u.id, u.name, u.email, r.name as rn, p.title, s.end_date, (select max(x.last_seen_at) from sessions x where x.user_id = u.id) as ls from (select u.id from users u where u.deleted_at is null ORDER_FILTER order by u.created_at desc, u.id desc LIMITS) picked join users u on u.id = picked.id join roles r on r.slug = u.role left join subscriptions s on s.user_id = u.id and s.status = 'active' and s.end_date > now() left join plans p on p.id = s.plan_id order by u.created_at desc, u.id desc`
const variants: Record<string, [string, unknown[]]> = {
  'limit $1 offset $2': [base.replace('ORDER_FILTER', '').replace('LIMITS', 'limit $1 offset $2'), [26, 0]],
  'limit 26 offset $1': [base.replace('ORDER_FILTER', '').replace('LIMITS', 'limit 26 offset $1'), [0]],
  'status: limit 26 offset $2': [base.replace('ORDER_FILTER', 'and (u.email_verified_at is not null) = $1').replace('LIMITS', 'limit 26 offset $2'), [true, 25]],
  'ilike: limit 26 offset $2': [base.replace('ORDER_FILTER', "and (u.name || ' ' || u.email) ilike $1").replace('LIMITS', 'limit 26 offset $2'), ['%123%', 0]],
  'ilike rare': [base.replace('ORDER_FILTER', "and (u.name || ' ' || u.email) ilike $1 ").replace('LIMITS', 'limit 26 offset $2'), ['%bench-admin-52345@%', 0]],
  'ilike none': [base.replace('ORDER_FILTER', "and  (u.name || ' ' || u.email) ilike $1 ").replace('LIMITS', 'limit 26 offset $2'), ['%zzzqqq%', 0]],
}
for (const mode of ['force_custom_plan', 'force_generic_plan']) {
  await pool.query(`set plan_cache_mode = ${mode}`)
  for (const [label, [text, values]] of Object.entries(variants)) {
    const name = `${mode}-${label}`
    for (let i = 0; i < 10; i++) await pool.query({ name, text, values })
    const t = performance.now()
    for (let i = 0; i < 100; i++) await pool.query({ name, text, values })
    console.log(mode.padEnd(20), label.padEnd(30), ((performance.now() - t) / 100).toFixed(2), 'ms')
  }
}
await database.close()
