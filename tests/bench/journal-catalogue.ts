import { benchJournals, createJournals } from '../../server/seed/factories/journals.ts'
import { prepareDatabase } from './prepared-database.ts'

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
  const { filled, seconds, memberToken } = await prepareDatabase({ dataDir, databaseUrl }, async (db) => {
    const { n: seeded } = await db.selectFrom('journals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    let lastReport = 0
    await createJournals(db, benchJournals(Math.max(0, count - seeded)), (saved) => {
      if (saved - lastReport < 20_000) return
      lastReport = saved
      console.log(`  ${(seeded + saved).toLocaleString('en-US')} journals saved (${((performance.now() - started) / 1000).toFixed(0)} s)`)
    })
    const { n: journals } = await db.selectFrom('journals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return journals
  })
  return { journals: filled, seconds, memberToken }
}
