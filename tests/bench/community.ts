import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { sql, type Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connection.ts'
import type { Database } from '../../server/db/schema.ts'
import { createSession } from '../../server/seed/factories/accounts.ts'
import { createCommunityMember, createPost } from '../../server/seed/factories/community.ts'
import { fillCommunity, readerIdOf, type CommunitySize } from './community-fill.ts'
import { prepareDatabase } from './prepared-database.ts'
import type { LoopReport } from './server-protocol.ts'
import { startBenchServer, type BenchServer } from './server-process.ts'

/** The issue's sizes: 100,000 posts and 1,000,000 likes (from 2,000 members, 500 each); as many comments as posts unless told. */
export const COMMUNITY_POSTS = 100_000
export const COMMUNITY_LIKES = 1_000_000
export const COMMUNITY_READERS = 2_000
/** Members who each publish one post (sent `COPIES` times at once), then all like one post at once. */
export const WRITERS = 100
export const COPIES = 3

export interface Burst {
  requests: number
  p50Ms: number
  p99Ms: number
  /** Answers other than the expected ones, or no answer. */
  failed: number
}

export interface CommunityBenchResult {
  posts: number
  likes: number
  comments: number
  readers: number
  prepareSeconds: number
  /** Seconds each bulk statement of the fill took. */
  fill: [string, number][]
  /** Each writer's post sent `copies` times at once with one client id; rows counted per (author, client id) after. */
  creates: Burst & { writers: number; copies: number; created: number; sameId: number; rows: number; doubles: number }
  /** All writers liking one new post at once: the answers' counts, and the post's count beside its like rows after. */
  likeBurst: Burst & { members: number; distinctCounts: number; counted: number; rows: number }
  /** The server's event loop over both bursts. */
  burstLoop: LoopReport
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const counts = async (db: Kysely<Database>) =>
  (
    await sql<{ posts: number; likes: number; comments: number }>`
      SELECT (SELECT count(*)::int FROM community_posts) AS posts, (SELECT count(*)::int FROM community_likes) AS likes,
             (SELECT count(*)::int FROM community_comments) AS comments`.execute(db)
  ).rows[0]!

async function fill(db: Kysely<Database>, size: CommunitySize) {
  const writers = []
  for (let i = 0; i < WRITERS; i++) writers.push(await createCommunityMember(db, { name: `Bench Writer ${i + 1}` }))
  const timings = await fillCommunity(db, size, writers[0]!.id)
  // Steady state, as autovacuum would leave it (the embedded database runs none): the bulk update's old rows gone.
  await sql`VACUUM community_posts, community_comments, community_likes`.execute(db)
  return {
    timings,
    counts: await counts(db),
    writerTokens: await Promise.all(writers.map((writer) => createSession(db, writer.id))),
    likedPost: await createPost(db, await readerIdOf(db, 1), { title: 'Which reporting checklist do you use?' }),
  }
}

/** Sends all at once; each answer's status, body and time. */
async function burst(requests: { url: string; token: string; body?: object }[]) {
  return Promise.all(
    requests.map(async ({ url, token, body }) => {
      const started = performance.now()
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
          body: body && JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        })
        const json = (await res.json()) as { data?: { id?: string; likes?: number } }
        return { status: res.status, data: json.data ?? {}, ms: performance.now() - started }
      } catch {
        return { status: 0, data: {}, ms: performance.now() - started }
      }
    }),
  )
}

const timing = (answers: { ms: number }[]) => {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b)
  return { requests: answers.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }
}

/** Each writer publishes a post, the same client id `COPIES` times at once: one 201, the replays 200 with its id. */
async function createBurst(url: string, tokens: string[]) {
  const writers = tokens.map((token, i) => ({
    token,
    body: { clientId: randomUUID(), title: `Bench question ${i + 1}: western blot controls`, text: 'Which loading control do reviewers expect for tissue lysates?' },
  }))
  const answers = await burst(writers.flatMap(({ token, body }) => Array.from({ length: COPIES }, () => ({ url: `${url}/api/community-posts/create`, token, body }))))
  const perWriter = writers.map((_, i) => answers.slice(i * COPIES, (i + 1) * COPIES))
  const created = perWriter.map((mine) => mine.filter((a) => a.status === 201))
  const sameId = perWriter.reduce((n, mine, i) => n + mine.filter((a) => a.status === 200 && created[i]!.length === 1 && a.data.id === created[i]![0]!.data.id).length, 0)
  return {
    clientIds: writers.map((w) => w.body.clientId),
    result: { ...timing(answers), writers: writers.length, copies: COPIES, created: created.flat().length, sameId, failed: answers.filter((a) => a.status !== 200 && a.status !== 201).length },
  }
}

/** Every writer likes the one post at once: each answer must be a like, each with a count of its own. */
async function likeBurst(url: string, tokens: string[], postId: string) {
  const answers = await burst(tokens.map((token) => ({ url: `${url}/api/community-posts/${postId}/like/toggle`, token })))
  return { ...timing(answers), members: tokens.length, failed: answers.filter((a) => a.status !== 200).length, distinctCounts: new Set(answers.map((a) => a.data.likes)).size }
}

/** After the server stopped (the embedded database is one process's at a time): rows per (author, client id), and the liked post's count beside its rows. */
async function countAfter(dataDir: string, databaseUrl: string | undefined, clientIds: string[], postId: string) {
  const database = await openDatabase({ dataDir, databaseUrl })
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM community_posts WHERE client_id = ANY(${clientIds}::uuid[]) GROUP BY author_id, client_id`.execute(database.db)
    const liked = await sql<{ counted: number; likeRows: number }>`
      SELECT likes AS counted, (SELECT count(*)::int FROM community_likes WHERE post_id = ${postId}) AS "likeRows" FROM community_posts WHERE id = ${postId}`.execute(database.db)
    return { postRows: rows.length, doubles: rows.reduce((sum, row) => sum + row.n - 1, 0), ...liked.rows[0]! }
  } finally {
    await database.close()
  }
}

export interface CommunityBenchOptions {
  dataDir: string
  databaseUrl?: string
  size: Omit<CommunitySize, 'readers'>
}

/**
 * The research community's writes at the issue's size (its feed is a list of the `lists` step): concurrent creates
 * with replayed client ids, and members liking one post at once, both counted in the database afterwards.
 */
export async function measureCommunity({ dataDir, databaseUrl, size }: CommunityBenchOptions): Promise<CommunityBenchResult> {
  await mkdir(dataDir, { recursive: true })
  const readers = COMMUNITY_READERS
  console.log(`  generating ${size.posts.toLocaleString('en-US')} posts, ${size.likes.toLocaleString('en-US')} likes, ${size.comments.toLocaleString('en-US')} comments…`)
  const prepared = await prepareDatabase({ dataDir, databaseUrl }, (db) => fill(db, { ...size, readers }))
  const { timings, writerTokens, likedPost } = prepared.filled
  console.log(`  filled in ${prepared.seconds.toFixed(0)} s (${timings.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')})`)

  let server: BenchServer | undefined = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SERVE_WEB: 'false' })
  try {
    await server.resetLoop()
    const creates = await createBurst(server.url, writerTokens)
    const likes = await likeBurst(server.url, writerTokens, likedPost)
    const burstLoop = await server.loopReport()
    await server.stop()
    server = undefined
    const after = await countAfter(dataDir, databaseUrl, creates.clientIds, likedPost)
    return {
      ...prepared.filled.counts,
      readers,
      prepareSeconds: prepared.seconds,
      fill: timings,
      creates: { ...creates.result, rows: after.postRows, doubles: after.doubles },
      likeBurst: { ...likes, counted: after.counted, rows: after.likeRows },
      burstLoop,
    }
  } finally {
    await server?.stop()
  }
}
