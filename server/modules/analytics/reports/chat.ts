import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { utcDay } from '../../../lib/days.ts'
import { inPeriods, type ReportRange } from './range.ts'

export interface DayConversations {
  day: string
  conversations: number
  answered: number
}

/** Minutes from a conversation's start to the expert's first answer. */
const answerMinutes = sql`extract(epoch FROM expert_answered_at - created_at) / 60`

export function createChatReportRepository(db: Kysely<Database>) {
  return {
    /** Conversations started on each day of the range and the period before, and how many of them an expert answered. */
    async daily(range: ReportRange) {
      const { rows } = await sql<DayConversations>`
        SELECT ${utcDay('created_at')} AS day, count(*)::int AS conversations, count(expert_answered_at)::int AS answered
        FROM conversations WHERE ${inPeriods('created_at', range)} GROUP BY 1`.execute(db)
      return rows
    },

    /** The median time to a first answer of the conversations started in the range and in the period before. */
    async medianFirstAnswer(range: ReportRange) {
      const { rows } = await sql<{ current: number | null; previous: number | null }>`
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${answerMinutes}) FILTER (WHERE created_at >= ${range.start}) AS current,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY ${answerMinutes}) FILTER (WHERE created_at < ${range.start}) AS previous
        FROM conversations WHERE ${inPeriods('created_at', range)} AND expert_answered_at IS NOT NULL`.execute(db)
      return rows[0]!
    },
  }
}

export type ChatReportRepository = ReturnType<typeof createChatReportRepository>
