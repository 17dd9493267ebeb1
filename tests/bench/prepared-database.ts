import { sql, type Kysely } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import type { Database } from '../../server/db/schema.ts'
import { openRuntime } from '../../server/runtime.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { createSubscription } from '../../server/seed/factories/plans.ts'

/** The paid member every prepared database has. */
const MEMBER_EMAIL = 'bench-member@example.com'

/** A new session of the prepared database's paid member, on a copy of it made for one run. */
export async function memberSession(db: Kysely<Database>) {
  const { id } = await db.selectFrom('users').select('id').where('email', '=', MEMBER_EMAIL).executeTakeFirstOrThrow()
  return [await createSession(db, id)]
}

export interface PreparedDatabase<T> {
  /** What `fill` returned. */
  filled: T
  seconds: number
  /** A member of the seeded paid plan: searching and paging a gated list need one. */
  memberToken: string
}

/**
 * Brings a filled database to the state of a site that has run a while, so a server started on it measures its lists
 * rather than its first jobs: the alerts of the generated rows matched (tens of thousands at once would keep the
 * embedded database busy for half a minute), planner statistics read, and pages marked all-visible for index-only
 * walks.
 */
export async function settle(db: Kysely<Database>) {
  await db.updateTable('alert_queue').set({ matched_at: sql`now()` }).where('matched_at', 'is', null).execute()
  await sql`VACUUM (ANALYZE)`.execute(db)
}

/**
 * A fresh database (DATA_DIR's embedded one, or DATABASE_URL) seeded as the server's first start seeds it, demo
 * data included, then filled by `fill` and settled (`settle`), with a paid member. Closed again before it
 * returns: the embedded database is one process's at a time, and the server is started on it next.
 */
export async function prepareDatabase<T>(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string },
  fill: (db: Kysely<Database>) => Promise<T>,
): Promise<PreparedDatabase<T>> {
  const started = performance.now()
  const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }), DEMO_DATA: 'true' })
  const { database } = await openRuntime(config)
  try {
    const db = database.db
    const filled = await fill(db)
    await settle(db)
    const member = await createUser(db, { name: 'Bench Member', email: MEMBER_EMAIL })
    const plan = await db.selectFrom('plans').select('id').where('slug', '=', 'scholar-plus').executeTakeFirstOrThrow()
    await createSubscription(db, { userId: member.id, planId: plan.id })
    return { filled, seconds: (performance.now() - started) / 1000, memberToken: await createSession(db, member.id) }
  } finally {
    await database.close()
  }
}
