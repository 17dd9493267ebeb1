import { sql, type Kysely } from 'kysely'
import { RESPONSE_TIME_DAYS } from '../../../contract/experts.ts'
import type { Database } from '../../db/schema.ts'

/**
 * Each expert's typical time to a first reply, in whole minutes: the median, over the last `RESPONSE_TIME_DAYS`
 * days, of how long a member waited: from their first message after the expert last spoke to the expert's next
 * message in that conversation. A member's message still unanswered is no wait yet; a staff answer is neither a
 * question nor an answer. Read for a page of experts at a time, from their conversations' recent messages only. An expert with no
 * answer in that time is left out of the map.
 */
export async function expertStats(db: Kysely<Database>, expertIds: string[]) {
  const minutes = new Map<string, number>()
  if (!expertIds.length) return minutes
  // Within a conversation, every message is numbered by how many answers of the expert came before it: a member's
  // run of messages and the answer that ends it share that number.
  const { rows } = await sql<{ expert_id: string; minutes: number }>`
    WITH recent AS (
      SELECT c.expert_id, m.conversation_id, m.created_at, m.sender_id = c.member_id AS asked, m.sender_id = c.expert_id AS answer,
        coalesce(sum((m.sender_id = c.expert_id)::int) OVER (
          PARTITION BY m.conversation_id ORDER BY m.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
        ), 0) AS answers_before
      FROM conversations c
      JOIN messages m ON m.conversation_id = c.id
      -- A conversation with no message in the window has had no activity in it (conversations_expert_idx).
      WHERE c.expert_id = ANY (${expertIds}::uuid[])
        AND c.last_activity_at > now() - make_interval(days => ${RESPONSE_TIME_DAYS})
        AND m.created_at > now() - make_interval(days => ${RESPONSE_TIME_DAYS})
    ), waits AS (
      SELECT expert_id, min(created_at) FILTER (WHERE asked) AS asked_at, min(created_at) FILTER (WHERE answer) AS answered_at
      FROM recent
      GROUP BY expert_id, conversation_id, answers_before
    )
    SELECT expert_id, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at)) / 60)::int AS minutes
    FROM waits
    WHERE asked_at IS NOT NULL AND answered_at IS NOT NULL
    GROUP BY expert_id`.execute(db)
  for (const row of rows) minutes.set(row.expert_id, Number(row.minutes))
  return minutes
}
