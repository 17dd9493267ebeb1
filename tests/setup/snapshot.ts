import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'

class RolledBack extends Error {}

const SERIALIZATION_FAILURE = '40001'

/**
 * Runs `work` in one repeatable-read transaction that is rolled back at the end: it reads one snapshot of the
 * database every file shares (rows other files commit meanwhile are not taken for its own) and leaves nothing
 * behind. When another file changes a row this work writes too (a count a trigger keeps), PostgreSQL refuses the
 * later writer with a serialization failure, and the work runs again from a new snapshot, as such transactions must.
 */
export async function inRolledBackSnapshot(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<void>, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await work(trx)
          throw new RolledBack()
        })
    } catch (err) {
      if (err instanceof RolledBack) return
      if ((err as { code?: string }).code === SERIALIZATION_FAILURE && attempt < attempts) continue
      throw err
    }
  }
}
