import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt } from './columns.ts'

export interface CommunityPostsTable {
  id: Generated<string>
  author_id: string
  client_id: string | null
  title: string
  text: string
  likes: Generated<number>
  /** Kept by a database trigger only. */
  comments: ColumnType<number, never, never>
  hidden_at: Date | null
  /** Written by the demo seed: the card says so (migration 040). */
  demo: Generated<boolean>
  /** Kept by database triggers only. */
  search_vector: ColumnType<string, never, never>
  created_at: CreatedAt
}

export interface CommunityCommentsTable {
  id: Generated<string>
  post_id: string
  parent_id: string | null
  author_id: string
  client_id: string | null
  text: string
  hidden_at: Date | null
  created_at: CreatedAt
}

export interface CommunityLikesTable {
  post_id: string
  user_id: string
  created_at: CreatedAt
}

export type FlagReasonColumn = 'spam' | 'off-topic' | 'inappropriate'

export interface CommunityFlagsTable {
  id: Generated<number>
  post_id: string | null
  comment_id: string | null
  flagger_id: string
  reason: FlagReasonColumn
  created_at: CreatedAt
  resolved_at: Date | null
}

export interface CommunitySilencesTable {
  user_id: string
  silenced_until: Date
  reason: string
  silenced_by: string | null
  created_at: CreatedAt
}

/** The research community's tables. */
export interface CommunityTables {
  community_posts: CommunityPostsTable
  community_comments: CommunityCommentsTable
  community_likes: CommunityLikesTable
  community_flags: CommunityFlagsTable
  community_silences: CommunitySilencesTable
}
