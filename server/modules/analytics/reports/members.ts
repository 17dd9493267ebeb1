import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { utcDay } from '../../../lib/days.ts'
import { inPeriods, type ReportRange } from './range.ts'

export interface DaySignUps {
  day: string
  signUps: number
  verified: number
  purchased: number
}

export function createMembersRepository(db: Kysely<Database>) {
  return {
    /**
     * Accounts made on each day of the range and the period before (an account since deleted is no sign-up), how
     * many of them verified their email, and how many had bought a plan by the end of their period. A purchase comes
     * after its sign-up, so the first purchases read are the periods' own (by the index on status and time).
     */
    async signUps(range: ReportRange) {
      const { rows } = await sql<DaySignUps>`
        SELECT ${utcDay('u.created_at')} AS day, count(*)::int AS "signUps",
               count(*) FILTER (WHERE u.email_verified_at IS NOT NULL)::int AS verified,
               count(*) FILTER (WHERE p.first < CASE WHEN u.created_at >= ${range.start} THEN ${range.end}::timestamptz ELSE ${range.start}::timestamptz END)::int AS purchased
        FROM users u
        LEFT JOIN (
          SELECT user_id, min(updated_at) AS first FROM payment_orders o WHERE o.status = 'captured' AND ${inPeriods('o.updated_at', range)} GROUP BY user_id
        ) p ON p.user_id = u.id
        WHERE ${inPeriods('u.created_at', range)} AND u.deleted_at IS NULL
        GROUP BY 1`.execute(db)
      return rows
    },
  }
}

export type MembersRepository = ReturnType<typeof createMembersRepository>
