import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Job } from '../../jobs/schedule.ts'

/**
 * Marks events whose end has passed, so the listed indexes drop them. Until it runs an ended event stays in
 * them and the list's own `ends_at > now()` leaves it out; the sweep only keeps the indexes small.
 */
export const endedEventsJob = (db: Kysely<Database>): Job => ({
  name: 'events:mark-ended',
  everyMs: 15 * 60_000,
  async run() {
    const result = await db.updateTable('events').set({ ended: true }).where('ended', '=', false).where('ends_at', '<=', new Date()).executeTakeFirst()
    return { ended: Number(result.numUpdatedRows) }
  },
})
