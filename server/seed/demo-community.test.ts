import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { seedDemoCommunity } from './demo-community.ts'
import { createUser } from './factories/accounts.ts'
import { unique } from './factories/unique.ts'
import { inRolledBackSnapshot } from '../../tests/setup/snapshot.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('starts threads between the demo people, each post marked as demo, with comments, replies and likes whose counts agree', async () => {
  // On a domain of the test's own and rolled back, so the other tests' feeds stay as they are.
  const domain = `${unique('demo')}.example`
  let figures: Record<string, number> = {}
  await inRolledBackSnapshot(t.db, async (trx) => {
    for (const local of ['member', 'free', 'expert', 'samuel.okafor', 'emily.carter', 'kenji.watanabe', 'ananya.bose']) await createUser(trx, { email: `${local}@${domain}` })
    await seedDemoCommunity(trx, domain)
    const { rows } = await sql<Record<string, number>>`
      SELECT count(*)::int AS posts,
        count(*) FILTER (WHERE p.demo)::int AS marked,
        count(*) FILTER (WHERE p.text ILIKE '%demo%')::int AS said_in_text,
        sum(p.comments)::int AS comments,
        (SELECT count(*)::int FROM community_comments c JOIN community_posts x ON x.id = c.post_id JOIN users a ON a.id = x.author_id WHERE a.email LIKE ${`%@${domain}`}) AS comment_rows,
        (SELECT count(*)::int FROM community_comments c JOIN community_posts x ON x.id = c.post_id JOIN users a ON a.id = x.author_id WHERE a.email LIKE ${`%@${domain}`} AND c.parent_id IS NOT NULL) AS replies,
        sum(p.likes)::int AS likes,
        (SELECT count(*)::int FROM community_likes l JOIN community_posts x ON x.id = l.post_id JOIN users a ON a.id = x.author_id WHERE a.email LIKE ${`%@${domain}`}) AS like_rows,
        count(*) FILTER (WHERE p.created_at > now())::int AS future
      FROM community_posts p JOIN users u ON u.id = p.author_id
      WHERE u.email LIKE ${`%@${domain}`}`.execute(trx)
    figures = rows[0]!
  })
  // Marked as data, not said in the text: the card shows the label.
  expect(figures).toMatchObject({ posts: 6, marked: 6, said_in_text: 0, future: 0 })
  expect(figures.comments).toBe(figures.comment_rows)
  expect(figures.replies).toBeGreaterThanOrEqual(2)
  expect(figures.likes).toBe(figures.like_rows)
  expect(figures.likes).toBeGreaterThanOrEqual(10)
})
