import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { utcDay } from '../../../lib/days.ts'
import { inPeriods, type ReportRange } from './range.ts'

export interface DayCommunity {
  day: string
  posts: number
  comments: number
  likes: number
}

export function createCommunityRepository(db: Kysely<Database>) {
  return {
    /** Posts, comments and likes made on each day of the range and the period before, hidden ones too. */
    async daily(range: ReportRange) {
      const { rows } = await sql<DayCommunity>`
        SELECT day, count(*) FILTER (WHERE kind = 'post')::int AS posts, count(*) FILTER (WHERE kind = 'comment')::int AS comments,
               count(*) FILTER (WHERE kind = 'like')::int AS likes
        FROM (
          SELECT 'post' AS kind, ${utcDay('created_at')} AS day FROM community_posts WHERE ${inPeriods('created_at', range)}
          UNION ALL SELECT 'comment', ${utcDay('created_at')} FROM community_comments WHERE ${inPeriods('created_at', range)}
          UNION ALL SELECT 'like', ${utcDay('created_at')} FROM community_likes WHERE ${inPeriods('created_at', range)}
        ) made
        GROUP BY day`.execute(db)
      return rows
    },

    /** Members who posted, commented or liked in the range and in the period before, each once. */
    async activeMembers(range: ReportRange) {
      const { rows } = await sql<{ current: number; previous: number }>`
        SELECT count(DISTINCT member) FILTER (WHERE at >= ${range.start})::int AS current,
               count(DISTINCT member) FILTER (WHERE at < ${range.start})::int AS previous
        FROM (
          SELECT author_id AS member, created_at AS at FROM community_posts WHERE ${inPeriods('created_at', range)}
          UNION ALL SELECT author_id, created_at FROM community_comments WHERE ${inPeriods('created_at', range)}
          UNION ALL SELECT user_id, created_at FROM community_likes WHERE ${inPeriods('created_at', range)}
        ) acts`.execute(db)
      return rows[0]!
    },
  }
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>
