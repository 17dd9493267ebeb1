import { sql } from 'kysely'
import { loadConfig } from '../../server/config.ts'
import { openRuntime } from '../../server/runtime.ts'
import { createSession, createUser } from '../../server/seed/factories/accounts.ts'
import { benchJournals, createJournals } from '../../server/seed/factories/journals.ts'
import { createSubscription } from '../../server/seed/factories/plans.ts'

export interface PreparedCatalogue {
  journals: number
  seconds: number
  /** A member with the journal-finder feature: searching and paging need one. */
  memberToken: string
}

/**
 * Fills a fresh database (DATA_DIR's embedded one, or DATABASE_URL) as the server would seed it, demo
 * journals included, then up to `count` journals with the benchmark's generated catalogue.
 */
export async function prepareJournalCatalogue({ dataDir, databaseUrl, count }: { dataDir: string; databaseUrl?: string; count: number }): Promise<PreparedCatalogue> {
  const started = performance.now()
  const config = loadConfig({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }), DEMO_DATA: 'true' })
  const { database } = await openRuntime(config)
  try {
    const db = database.db
    const { n: seeded } = await db.selectFrom('journals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    let lastReport = 0
    await createJournals(db, benchJournals(Math.max(0, count - seeded)), (saved) => {
      if (saved - lastReport < 20_000) return
      lastReport = saved
      console.log(`  ${(seeded + saved).toLocaleString('en-US')} journals saved (${((performance.now() - started) / 1000).toFixed(0)} s)`)
    })
    await sql`ANALYZE`.execute(db)
    const member = await createUser(db, { name: 'Bench Member', email: 'bench-member@example.com' })
    const plan = await db.selectFrom('plans').select('id').where('slug', '=', 'scholar-plus').executeTakeFirstOrThrow()
    await createSubscription(db, { userId: member.id, planId: plan.id })
    const { n: journals } = await db.selectFrom('journals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return { journals, seconds: (performance.now() - started) / 1000, memberToken: await createSession(db, member.id) }
  } finally {
    await database.close()
  }
}
