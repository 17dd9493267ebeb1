import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export interface CounterHit {
  /** Attempts in the current window, this one included. */
  count: number
  /** When the window ends, in epoch milliseconds. */
  resetAt: number
}

/**
 * Counters every node shares. `hit` adds one and reads the result in a single atomic step, so a burst of
 * parallel requests is counted exactly, whichever node each lands on.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterHit>
  /** Takes one back (an attempt that turned out to be allowed); never below zero. */
  giveBack(key: string): Promise<void>
  /** Removes counters whose window has ended. */
  sweep(): Promise<number>
}

const digest = (key: string) => createHash('sha256').update(key).digest()

/** Counters in PostgreSQL: one upsert per hit, whose row lock serialises parallel hits on one key. */
export function createDatabaseCounters(db: Kysely<Database>): CounterStore {
  return {
    async hit(key, windowMs) {
      const { rows } = await sql<{ count: number; reset_at: Date }>`
        INSERT INTO rate_limit_counters AS c (key, count, reset_at)
        VALUES (${digest(key)}, 1, now() + ${windowMs}::int * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING count, reset_at`.execute(db)
      const row = rows[0]!
      return { count: row.count, resetAt: row.reset_at.getTime() }
    },

    async giveBack(key) {
      await db.updateTable('rate_limit_counters').set({ count: sql`count - 1` }).where('key', '=', digest(key)).where('count', '>', 0).execute()
    },

    async sweep() {
      const result = await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', sql<Date>`now()`).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
