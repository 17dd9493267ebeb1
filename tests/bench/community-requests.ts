import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import type { DirectoryRequest } from './directories.ts'
import { drawRequests, typing, wholeWords, type Random, type RequestKind } from './directory-requests.ts'

export const FEED_PATH = '/api/community-posts'

/** A generated post the searches are drawn from: its title, and its first comment when it has one. */
export interface SampledPost {
  title: string
  comment: string | null
}

/** Pages 2 to 10, the nearer ones more often, as people scroll. */
const deeper = (rng: Random) => String(2 + Math.floor(rng.next() ** 2 * 9))

/**
 * The kinds of feed request and how often each comes: mostly the first page, some later pages, a quarter
 * searches (whole title words, a word being typed, words of a comment), by visitors and by signed-in members,
 * whose answers say which posts they like. A member's kind is sent with one of the members' sessions in turn.
 */
const kinds: RequestKind<SampledPost>[] = [
  { kind: 'first page', weight: 35, member: false, params: () => ({}) },
  { kind: 'first page, signed in', weight: 20, member: true, params: () => ({}) },
  { kind: 'pages 2–10', weight: 10, member: false, params: (rng) => ({ page: deeper(rng) }) },
  { kind: 'pages 2–10, signed in', weight: 10, member: true, params: (rng) => ({ page: deeper(rng) }) },
  { kind: 'search by title words', weight: 7, member: false, params: (rng, post) => ({ search: wholeWords(rng, post.title) }) },
  { kind: 'search by title words, signed in', weight: 6, member: true, params: (rng, post) => ({ search: wholeWords(rng, post.title) }) },
  { kind: 'search while a word is typed', weight: 6, member: false, params: (rng, post) => ({ search: typing(rng, post.title) }) },
  {
    kind: "search by a comment's words, signed in",
    weight: 6,
    member: true,
    from: (post) => post.comment !== null,
    params: (rng, post) => ({ search: wholeWords(rng, post.comment!) }),
  },
]

/** `count` generated posts picked evenly over the feed (post 1 is the newest; community-fill.ts), each with its first comment. */
async function samplePosts(db: Kysely<Database>, posts: number, count: number, seed: number) {
  const rng = seededRandom(seed)
  const numbers = Array.from({ length: count }, () => 1 + Math.floor(rng.next() * posts))
  const { rows } = await sql<SampledPost>`
    SELECT p.title,
      (SELECT c.text FROM community_comments c WHERE c.post_id = p.id AND c.parent_id IS NULL ORDER BY c.created_at, c.id LIMIT 1) AS comment
    FROM unnest(${numbers}::int[]) n JOIN community_posts p ON p.id = md5('bench-post-' || n)::uuid`.execute(db)
  return rows
}

/** A varied, repeatable mix of feed requests, kind by kind, its searches drawn from the generated posts. */
export async function feedRequests(db: Kysely<Database>, posts: number, count = 2000, seed = 15): Promise<DirectoryRequest[]> {
  return drawRequests(FEED_PATH, await samplePosts(db, posts, 400, seed), kinds, count, seed)
}
