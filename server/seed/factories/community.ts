import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { createUser, type UserOverrides } from './accounts.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * A member who joined `daysAgo` days ago (two unless told): past the first day's tighter limits. The demo seed,
 * the tests and the bench make theirs here. Pass a transaction to make it part of one.
 */
export async function createCommunityMember(db: Kysely<Database>, { daysAgo = 2, ...overrides }: UserOverrides & { daysAgo?: number } = {}) {
  const user = await createUser(db, { name: 'Dr. Anjali Menon', ...overrides })
  await sql`UPDATE users SET created_at = ${new Date(Date.now() - daysAgo * DAY)} WHERE id = ${user.id}`.execute(db)
  return user
}

export interface PostOverrides {
  title?: string
  text?: string
  createdAt?: Date
  clientId?: string | null
  /** Written by the demo data: its card says so. */
  demo?: boolean
}

export async function createPost(db: Kysely<Database>, authorId: string, { title, text, createdAt, clientId = null, demo = false }: PostOverrides = {}) {
  const row = await db
    .insertInto('community_posts')
    .values({
      author_id: authorId,
      title: title ?? `Question ${randomUUID().slice(0, 8)}`,
      text: text ?? 'Has anyone compared the two staining protocols on archived tissue?',
      client_id: clientId,
      demo,
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function createComment(db: Kysely<Database>, postId: string, authorId: string, { text, parentId = null, createdAt }: { text?: string; parentId?: string | null; createdAt?: Date } = {}) {
  const row = await db
    .insertInto('community_comments')
    .values({ post_id: postId, author_id: authorId, parent_id: parentId, text: text ?? 'We saw the same in our lab.', ...(createdAt ? { created_at: createdAt } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
