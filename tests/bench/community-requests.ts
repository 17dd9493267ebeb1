import { sql, type Kysely } from 'kysely'
import { PostsQuery } from '../../contract/community.ts'
import type { Database } from '../../server/db/schema.ts'
import { createSession } from '../../server/seed/factories/accounts.ts'
import { createCommunityMember } from '../../server/seed/factories/community.ts'
import { seededRandom } from '../../server/seed/journals/seeded-random.ts'
import { COMMUNITY_READERS } from './community.ts'
import { fillCommunity, readerIdOf } from './community-fill.ts'
import { drawRequests, typing, wholeWords, type Random, type RequestKind } from './directory-requests.ts'
import { pageShapes, wordShapes } from './list-shapes.ts'
import type { List, ListRequest } from './lists.ts'
import { listWords, type WordSource } from './shape-words.ts'

const PATH = '/api/community-posts'
/** Each post is liked ten times on average, as the 1,000,000 likes on 100,000 posts. */
const LIKES_PER_POST = 10
/** Signed-in feed requests take these readers' sessions in turn; they like the newest posts the most. */
const VIEWERS = 16

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
  { kind: 'first page', weight: 35, signedIn: false, params: () => ({}) },
  { kind: 'first page, signed in', weight: 20, signedIn: true, params: () => ({}) },
  { kind: 'pages 2–10', weight: 10, signedIn: false, params: (rng) => ({ page: deeper(rng) }) },
  { kind: 'pages 2–10, signed in', weight: 10, signedIn: true, params: (rng) => ({ page: deeper(rng) }) },
  { kind: 'search by title words', weight: 7, signedIn: false, params: (rng, post) => ({ search: wholeWords(rng, post.title) }) },
  { kind: 'search by title words, signed in', weight: 6, signedIn: true, params: (rng, post) => ({ search: wholeWords(rng, post.title) }) },
  { kind: 'search while a word is typed', weight: 6, signedIn: false, params: (rng, post) => ({ search: typing(rng, post.title) }) },
  {
    kind: "search by a comment's words, signed in",
    weight: 6,
    signedIn: true,
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
async function feedRequests(db: Kysely<Database>, count = 2000, seed = 15): Promise<ListRequest[]> {
  const { n } = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM community_posts`.execute(db)).rows[0]!
  return drawRequests(PATH, await samplePosts(db, n, 400, seed), kinds, count, seed)
}

/** The visible posts' words (their titles), and where each comes in the feed's order (newest first). */
const words: WordSource = {
  from: sql`community_posts r`,
  where: sql<boolean>`r.hidden_at IS NULL`,
  text: sql`r.title`,
  vector: sql`r.search_vector`,
  key: sql`r.id`,
  rank: sql`-extract(epoch FROM r.created_at)`,
}

/** The feed has neither filters nor orders: its shapes are its pages and its words. */
export const feedList: List = {
  name: 'feed',
  path: PATH,
  table: 'community_posts',
  async fill(db, posts) {
    const template = await createCommunityMember(db, { name: 'Bench Writer' })
    await fillCommunity(db, { posts, likes: posts * LIKES_PER_POST, comments: posts, readers: COMMUNITY_READERS }, template.id)
    // Steady state, as autovacuum would leave it (the embedded database runs none): the bulk update's old rows gone.
    await sql`VACUUM community_posts, community_comments, community_likes`.execute(db)
  },
  async signIn(db) {
    const tokens = []
    for (let n = 1; n <= VIEWERS; n++) tokens.push(await createSession(db, await readerIdOf(db, n)))
    return tokens
  },
  shapes: async (db) => [...pageShapes(PATH, PostsQuery), ...wordShapes(PATH, PostsQuery, await listWords(db, words))],
  mix: feedRequests,
}
