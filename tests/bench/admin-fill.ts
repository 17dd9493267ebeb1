import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { DOMAINS, FIRST_NAMES, LAST_NAMES } from './member-names.ts'

/** How much the admin bench generates: accounts, community posts (and a tenth as many comments) and payments. */
export interface AdminSize {
  members: number
  posts: number
  payments: number
}

/** Everything generated spans two years up to now, spread evenly, so a week or a month holds its share. */
const SPAN_S = 2 * 365 * 24 * 3600

const memberId = (n: string) => sql.raw(`md5('bench-admin-member-' || ${n})::uuid`)

const timed = async (timings: [string, number][], step: string, work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  timings.push([step, (performance.now() - started) / 1000])
}

/**
 * The admin area's tables at size, each in one `INSERT … SELECT generate_series` statement: members (named as
 * `member-names.ts` says, one in thirty never verified, one in three with a session), posts and comments by them, and payments (most captured, each with the plan it paid for, some
 * failed or canceled) for a seeded paid plan. The password hash is `template`'s: nobody signs in as them.
 */
export async function fillAdmin(db: Kysely<Database>, { members, posts, payments }: AdminSize, template: string) {
  const timings: [string, number][] = []
  await timed(timings, 'members', () =>
    sql`
      INSERT INTO users (id, name, email, password_hash, email_verified_at, created_at)
      SELECT ${memberId('m')}, 'Dr. ' || f || ' ' || l, lower(f || '.' || l || m) || '@' || d, t.password_hash,
             CASE WHEN m % 30 = 0 THEN NULL ELSE now() END, now() - make_interval(secs => m * ${SPAN_S / members}::float8)
      FROM generate_series(1, ${members}) m,
           LATERAL (SELECT (${FIRST_NAMES}::text[])[1 + m % ${FIRST_NAMES.length}] AS f, (${LAST_NAMES}::text[])[1 + m % ${LAST_NAMES.length}] AS l,
                           (${DOMAINS}::text[])[1 + m % ${DOMAINS.length}] AS d) parts,
           (SELECT password_hash FROM users WHERE id = ${template}) t`.execute(db),
  )
  // One member in three signed in on a device in the last month, as a live site's sessions table holds them.
  await timed(timings, 'sessions', () =>
    sql`
      INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at, user_agent)
      SELECT ${memberId('m')}, sha256(('bench-session-' || m)::bytea), seen - interval '1 day', seen, seen + interval '30 days', 'Mozilla/5.0 (bench)'
      FROM generate_series(3, ${members}, 3) m, LATERAL (SELECT now() - make_interval(secs => (m % 2592000)::float8) AS seen) s`.execute(db),
  )
  // The search vectors are not what this bench measures: the insert trigger that makes them is off meanwhile.
  await timed(timings, 'posts', () =>
    db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE community_posts DISABLE TRIGGER community_posts_search`.execute(trx)
      await sql`
        INSERT INTO community_posts (author_id, title, text, created_at)
        SELECT ${memberId(`(1 + i % ${members})`)}, 'Bench question ' || i, 'Which staining protocol works on archived tissue?',
               now() - make_interval(secs => i * ${SPAN_S / posts}::float8)
        FROM generate_series(1, ${posts}) i`.execute(trx)
      await sql`ALTER TABLE community_posts ENABLE TRIGGER community_posts_search`.execute(trx)
    }),
  )
  await timed(timings, 'comments', () =>
    db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE community_comments DISABLE TRIGGER community_comments_changed`.execute(trx)
      await sql`
        INSERT INTO community_comments (post_id, author_id, text, created_at)
        SELECT p.id, p.author_id, 'We saw the same in our lab.', p.created_at + interval '1 hour'
        FROM community_posts p TABLESAMPLE BERNOULLI (10)`.execute(trx)
      await sql`ALTER TABLE community_comments ENABLE TRIGGER community_comments_changed`.execute(trx)
    }),
  )
  await timed(timings, 'payments', async () => {
    const plan = await db.selectFrom('plans').select(['id', 'price_minor', 'currency']).where('slug', '=', 'scholar-plus').executeTakeFirstOrThrow()
    // Payment p by member p (one each, so each captured one may hold the one active plan a member has).
    await sql`
      INSERT INTO payment_orders (user_id, plan_id, amount_minor, currency, paypal_order_id, status, capture_id, failure, created_at, updated_at)
      SELECT ${memberId(`(1 + p % ${members})`)}, ${plan.id}, ${plan.price_minor}, ${plan.currency}, 'BENCHORDER' || p,
             s.status, CASE WHEN s.status = 'captured' THEN 'BENCHCAPTURE' || p END, CASE WHEN s.status = 'failed' THEN 'INSTRUMENT_DECLINED' END, at, at
      FROM generate_series(1, ${payments}) p,
           LATERAL (SELECT CASE WHEN p % 10 = 0 THEN 'failed' WHEN p % 10 = 1 THEN 'canceled' ELSE 'captured' END AS status,
                           now() - make_interval(secs => p * ${SPAN_S / payments}::float8) AS at) s`.execute(db)
    await sql`
      INSERT INTO subscriptions (user_id, plan_id, status, start_date, end_date, capture_id, payment_order_id)
      SELECT o.user_id, o.plan_id, CASE WHEN o.updated_at + interval '6 months' > now() THEN 'active' ELSE 'expired' END,
             o.updated_at, o.updated_at + interval '6 months', o.capture_id, o.id
      FROM payment_orders o WHERE o.status = 'captured' AND o.paypal_order_id LIKE 'BENCHORDER%'`.execute(db)
  })
  // Steady state, as autovacuum would leave it (the embedded database runs none): the counts' index-only scans
  // read the indexes alone once the tables' pages are marked all-visible.
  await timed(timings, 'vacuum', () => sql`VACUUM users, sessions, community_posts, community_comments, payment_orders, subscriptions`.execute(db))
  return timings
}

const ADMIN_EMAIL = 'bench-admin@example.com'

/** The staff member whose session loads the admin area; the generated members take their password hash. */
export const createBenchAdmin = (db: Kysely<Database>) => createUser(db, { name: 'Bench Admin', email: ADMIN_EMAIL, role: 'admin' })

/** A new session of the bench's admin, on a copy of the filled database made for one run. */
export async function adminSession(db: Kysely<Database>) {
  const { id } = await db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
  return [await createSession(db, id)]
}

/** The staff's lists at size: the bench's admin, and `members` members with `payments` payments, no posts. */
export async function fillStaff(db: Kysely<Database>, { members, payments }: { members: number; payments: number }) {
  await fillAdmin(db, { members, posts: 0, payments }, (await createBenchAdmin(db)).id)
}

/**
 * How many members `fillStaff` generated: they share the admin's password hash, which no other account has (each
 * hash has a salt of its own). Member m of them is `memberParts(m)`.
 */
export async function generatedMembers(db: Kysely<Database>) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int - 1 AS n FROM users WHERE password_hash = (SELECT password_hash FROM users WHERE email = ${ADMIN_EMAIL})`.execute(db)
  return rows[0]!.n
}
