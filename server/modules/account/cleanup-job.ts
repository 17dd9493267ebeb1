import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Job } from '../../jobs/schedule.ts'
import type { CounterStore } from '../../core/limits/counter-store.ts'
import type { Sessions } from '../../core/auth/sessions.ts'
import { deleteOldEmailTokens } from '../../core/auth/tokens.ts'

/** Hourly: ended sessions, old email links and passed rate-limit windows leave the database. */
export const accountCleanupJob = (db: Kysely<Database>, sessions: Sessions, counters: CounterStore): Job => ({
  name: 'account-cleanup',
  everyMs: 60 * 60 * 1000,
  async run() {
    return {
      sessions: await sessions.deleteEnded(),
      emailTokens: await deleteOldEmailTokens(db),
      counters: await counters.sweep(),
    }
  },
})
