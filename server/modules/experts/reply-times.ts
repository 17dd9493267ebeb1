import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Job } from '../../jobs/schedule.ts'
import { expertStats } from './stats.ts'

/** Experts measured per statement: the stats' statement takes their ids as one array. */
const BATCH = 200
/** Below every account's id: where the walk over the profiles by id starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000'

/**
 * Keeps each listed expert's typical first reply (stats.ts) on the profile, so the directory can be ordered by it.
 * The cards show it as measured when asked; the order follows within one period of the job.
 */
export const replyTimesJob = (db: Kysely<Database>, everyMs = 10 * 60_000): Job => ({
  name: 'experts:reply-times',
  everyMs,
  async run() {
    let changed = 0
    for (let after = FIRST_ID; ; ) {
      const experts = await db
        .selectFrom('expert_profiles')
        .select(['user_id', 'reply_minutes'])
        .where('listed', '=', true)
        .where('has_expert_role', '=', true)
        .where('user_id', '>', after)
        .orderBy('user_id')
        .limit(BATCH)
        .execute()
      if (!experts.length) return changed ? { changed } : undefined
      const measured = await expertStats(db, experts.map((e) => e.user_id))
      for (const { user_id, reply_minutes } of experts) {
        const minutes = measured.get(user_id) ?? null
        if (minutes === reply_minutes) continue
        await db.updateTable('expert_profiles').set({ reply_minutes: minutes }).where('user_id', '=', user_id).execute()
        changed++
      }
      after = experts.at(-1)!.user_id
    }
  },
})
