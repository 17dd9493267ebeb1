import { sql, type Kysely } from 'kysely'
import type { Database } from '../../server/db/schema.ts'
import * as words from './community-words.ts'

/** How much the community bench generates: posts, likes and comments, and the members who write and like them. */
export interface CommunitySize {
  posts: number
  likes: number
  comments: number
  /** Members who wrote the posts and comments and made the likes: `likes / readers` likes each. */
  readers: number
}

/** The generated posts span two years, newest first by their number: post 1 is the newest. */
const SPAN_S = 2 * 365 * 24 * 3600
const DAY_S = 24 * 3600

// Deterministic ids, so the likes and comments can name their post and member without a join.
const postId = (n: string) => sql.raw(`md5('bench-post-' || ${n})::uuid`)
const readerId = (n: string) => sql.raw(`md5('bench-reader-' || ${n})::uuid`)
/** A word of the list, skewed toward its start: `random()` squared. */
const pick = (list: readonly string[]) => sql`(${list}::text[])[1 + floor(random() ^ 2 * ${list.length})::int]`
const anyOf = (list: readonly string[]) => sql`(${list}::text[])[1 + floor(random() * ${list.length})::int]`

/** The id of generated reader `n` (1-based). */
export const readerIdOf = async (db: Kysely<Database>, n: number) =>
  (await sql<{ id: string }>`SELECT ${readerId(String(n))} AS id`.execute(db)).rows[0]!.id

/**
 * Members past their first day, made in one statement, with the password hash of `template` (a member the
 * factory made): 2,000 through the factory would take longer than the posts.
 */
async function addReaders(db: Kysely<Database>, count: number, template: string) {
  await sql`
    INSERT INTO users (id, name, email, password_hash, email_verified_at, created_at)
    SELECT ${readerId('m')}, 'Dr. ' || (${words.firstNames}::text[])[1 + m % ${words.firstNames.length}] || ' '
             || (${words.lastNames}::text[])[1 + (m / ${words.firstNames.length}) % ${words.lastNames.length}],
           'bench-reader-' || m || '@example.com', t.password_hash, now(), now() - interval '400 days'
    FROM generate_series(1, ${count}) m, (SELECT password_hash FROM users WHERE id = ${template}) t`.execute(db)
}

/** Posts 1..count, newest first, written by the readers in turn; the insert trigger makes their search vectors. */
async function addPosts(db: Kysely<Database>, { posts, readers }: CommunitySize) {
  await sql`
    INSERT INTO community_posts (id, author_id, title, text, created_at)
    SELECT ${postId('i')}, ${readerId(`(1 + i * 7919 % ${readers})`)},
           initcap(subject) || ': ' || method || ', ' || question,
           'We are running ' || method || ' on ' || sample || ' samples at ' || place || ' and ' || problem || '. ' || ask,
           now() - make_interval(secs => i * ${SPAN_S / posts}::float8)
    FROM (SELECT i, ${pick(words.methods)} AS method, ${pick(words.subjects)} AS subject, ${pick(words.subjects)} AS sample,
                 ${anyOf(words.questions)} AS question, ${pick(words.places)} AS place, ${anyOf(words.problems)} AS problem,
                 ${anyOf(words.asks)} AS ask
          FROM generate_series(1, ${posts}) i OFFSET 0) g`.execute(db)
}

/**
 * Comments, most on the newer posts, each within three days of its post, saved oldest first. The trigger that
 * refreshes a post's count and search vector after each comment is off meanwhile: `refreshPosts` does it for all.
 */
async function addComments(db: Kysely<Database>, { posts, comments, readers }: CommunitySize) {
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE community_comments DISABLE TRIGGER community_comments_changed`.execute(trx)
    await sql`
      INSERT INTO community_comments (post_id, author_id, text, created_at)
      SELECT ${postId('p')}, ${readerId('a')}, text, now() - make_interval(secs => age - least(age, ${3 * DAY_S}) * random())
      FROM (SELECT p, 1 + floor(random() * ${readers})::int AS a, p * ${SPAN_S / posts}::float8 AS age,
                   ${anyOf(words.openings)} || ' ' || ${pick(words.remedies)} || ', then ' || ${pick(words.remedies)} || '.' AS text
            FROM (SELECT 1 + floor(random() ^ 1.5 * ${posts})::int AS p FROM generate_series(1, ${comments}) OFFSET 0) c OFFSET 0) g
      ORDER BY 4`.execute(trx)
    await sql`ALTER TABLE community_comments ENABLE TRIGGER community_comments_changed`.execute(trx)
  })
}

/**
 * `likes` likes, `per` = ⌈likes / readers⌉ each: reader m (0-based, of R) likes the posts ranked
 * j + ⌊((j + m/R) / per)² · (posts − per)⌋ for j = 0 … per − 1 (rank 0 is the newest post). The ranks grow with j,
 * so a reader likes a post once (the primary key); they crowd toward the newest posts, as likes do, and the
 * readers' shifts m/R spread the rest over every post: the newest ten get hundreds each, the oldest a few.
 */
async function addLikes(db: Kysely<Database>, { posts, likes, readers }: CommunitySize) {
  const per = Math.ceil(likes / readers)
  if (per > posts) throw new Error(`${likes} likes from ${readers} members need at least ${per} posts (each member likes a post once)`)
  await sql`
    INSERT INTO community_likes (post_id, user_id, created_at)
    SELECT ${postId('(rank + 1)')}, ${readerId('(m + 1)')}, now() - make_interval(secs => (rank + 1) * ${SPAN_S / posts}::float8 * random())
    FROM (SELECT m, j + floor(((j + m::float8 / ${readers}) / ${per}) ^ 2 * ${posts - per})::int AS rank
          FROM (SELECT k % ${readers} AS m, k / ${readers} AS j FROM generate_series(0, ${likes - 1}) k) pairs) g`.execute(db)
}

/**
 * Every post's like count from its like rows, and its comment count and search vector as the comment trigger
 * (`community_post_refresh` in server/db/migrations/012_community.sql) makes them: the same expression over
 * the same visible comments in the same order (the function reads them in a sequential scan, i.e. by ctid).
 */
async function refreshPosts(db: Kysely<Database>) {
  await sql`
    WITH l AS (SELECT post_id, count(*)::integer AS likes FROM community_likes GROUP BY post_id),
    c AS (
      SELECT cc.post_id, count(*)::integer AS count, coalesce(string_agg(cc.text, ' ' ORDER BY cc.ctid), '') AS text
      FROM community_comments cc
      LEFT JOIN community_comments parent ON parent.id = cc.parent_id
      WHERE cc.hidden_at IS NULL AND parent.hidden_at IS NULL
      GROUP BY cc.post_id
    ),
    t AS (SELECT coalesce(l.post_id, c.post_id) AS id, coalesce(l.likes, 0) AS likes, c.count, c.text FROM l FULL JOIN c ON c.post_id = l.post_id)
    UPDATE community_posts p SET
      likes = t.likes,
      comments = coalesce(t.count, 0),
      search_vector = setweight(to_tsvector('english', p.title) || to_tsvector('simple', p.title), 'A')
        || setweight(to_tsvector('english', p.text) || to_tsvector('simple', p.text), 'B')
        || setweight(to_tsvector('english', coalesce(t.text, '')) || to_tsvector('simple', coalesce(t.text, '')), 'C')
    FROM t WHERE p.id = t.id`.execute(db)
}

const snapshot = async (db: Kysely<Database>, ids: string[]) =>
  (
    await sql<{ id: string; row: string }>`
      SELECT id, concat_ws(' | ', comments, search_vector) AS row FROM community_posts WHERE id = ANY(${ids}::uuid[]) ORDER BY id`.execute(db)
  ).rows

/**
 * The bulk refresh must leave what the trigger would: the most commented posts and some others are refreshed
 * again by the migration's own function, which must change nothing. Each like row must be counted once.
 */
async function checkPosts(db: Kysely<Database>) {
  const { rows } = await sql<{ id: string }>`
    (SELECT post_id AS id FROM community_comments GROUP BY post_id ORDER BY count(*) DESC LIMIT 20)
    UNION (SELECT post_id FROM community_comments ORDER BY md5(id::text) LIMIT 20)`.execute(db)
  const ids = rows.map((row) => row.id)
  const before = await snapshot(db, ids)
  await sql`SELECT community_post_refresh(id) FROM unnest(${ids}::uuid[]) id`.execute(db)
  const after = await snapshot(db, ids)
  const changed = after.filter((row, i) => row.row !== before[i]!.row)
  if (changed.length) throw new Error(`the bulk refresh left ${changed.length} of ${ids.length} posts unlike the trigger's (e.g. ${changed[0]!.id})`)
  const { counted, rows: likeRows } = (
    await sql<{ counted: number; rows: number }>`SELECT (SELECT sum(likes)::int FROM community_posts) AS counted, (SELECT count(*)::int FROM community_likes) AS rows`.execute(db)
  ).rows[0]!
  if (counted !== likeRows) throw new Error(`the posts count ${counted} likes but there are ${likeRows} like rows`)
}

/**
 * Readers, posts, comments and likes in bulk statements (generate_series), then the posts' counts and search
 * vectors in one, checked against the trigger's; `template` is a member the factory made (for the password hash).
 * Repeatable but for `random()`'s draws, which differ run to run; the sizes and the skews do not.
 */
export async function fillCommunity(db: Kysely<Database>, size: CommunitySize, template: string) {
  const timings: [string, number][] = []
  const step = async (name: string, work: () => Promise<void>) => {
    const started = performance.now()
    await work()
    timings.push([name, (performance.now() - started) / 1000])
  }
  await step('readers', () => addReaders(db, size.readers, template))
  await step('posts', () => addPosts(db, size))
  await step('comments', () => addComments(db, size))
  await step('likes', () => addLikes(db, size))
  await step('counts and vectors', () => refreshPosts(db))
  await step('check', () => checkPosts(db))
  return timings
}
