import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { DEMO_DOMAIN } from './demo-accounts.ts'
import { createComment, createPost } from './factories/community.ts'

interface DemoThread {
  /** The local part of the demo author's email. */
  by: string
  title: string
  text: string
  hoursAgo: number
  comments?: { by: string; text: string; replies?: { by: string; text: string }[] }[]
  /** Local parts of the demo accounts that like it. */
  likedBy?: string[]
}

// Made-up conversations between the demo accounts and demo experts, so the feed, search, comments and likes have
// something to show. Each post is marked as a demo one, so its card says 'Demo', as the demo profiles' do.
const threads: DemoThread[] = [
  {
    by: 'member',
    title: 'Sample size for a pilot RCT in heart failure clinics?',
    text: 'We are planning a pilot of a nurse-led titration clinic. Is 12 per arm defensible for a feasibility outcome, or should we justify it from the expected confidence interval?',
    hoursAgo: 2,
    comments: [
      { by: 'samuel.okafor', text: 'For feasibility, justify it from the precision you want on recruitment and retention rates. Julious (2005) is the usual reference.', replies: [{ by: 'member', text: 'Thank you, that is exactly what the ethics committee asked about.' }] },
      { by: 'emily.carter', text: 'Also pre-register the progression criteria (green/amber/red) before you start.' },
    ],
    likedBy: ['free', 'samuel.okafor', 'emily.carter'],
  },
  {
    by: 'free',
    title: 'How do I read a forest plot?',
    text: 'Second-year MBBS here. Our journal club has a meta-analysis next week and I get lost at the diamond. Any plain-language guide?',
    hoursAgo: 7,
    comments: [{ by: 'emily.carter', text: 'Each square is one study (bigger = more weight); the line is its 95% CI; the diamond is the pooled estimate. If the diamond crosses the line of no effect, the pooled result is not significant. The Cochrane Handbook, chapter 10, has worked examples: https://training.cochrane.org/handbook' }],
    likedBy: ['member'],
  },
  {
    by: 'kenji.watanabe',
    title: 'Sharing: our checklist for depositing sequencing data',
    text: 'Before submission we now check: raw reads in SRA/ENA, sample metadata with consent scope, the exact pipeline version, and a README with the commands. It saved us two revision rounds this year.',
    hoursAgo: 26,
    comments: [{ by: 'member', text: 'Would you share the README template?', replies: [{ by: 'kenji.watanabe', text: 'It is in the Templates section under Brief Communication.' }] }],
    likedBy: ['member', 'free', 'emily.carter', 'samuel.okafor'],
  },
  {
    by: 'ananya.bose',
    title: 'Call for co-authors: maternal anaemia review',
    text: 'We are updating a systematic review of community interventions for maternal anaemia in South Asia. Looking for two reviewers comfortable with GRADE.',
    hoursAgo: 50,
    comments: [{ by: 'free', text: 'I would love to help with screening if students are welcome.' }],
    likedBy: ['member'],
  },
  {
    by: 'expert',
    title: 'Cluster randomisation: when does it pay off?',
    text: 'A short note for those planning community trials: the design effect is 1 + (m − 1) × ICC. With 30 people per cluster and an ICC of 0.05, you need 2.45 times the sample of an individually randomised trial.',
    hoursAgo: 75,
    likedBy: ['member', 'ananya.bose'],
  },
  {
    by: 'member',
    title: 'Which reporting guideline for a diagnostic accuracy study?',
    text: 'STARD 2015, I assume, but our study also builds a prediction model. Do we need TRIPOD as well?',
    hoursAgo: 120,
    comments: [{ by: 'samuel.okafor', text: 'If you develop or validate a model, yes: TRIPOD applies to that part. Many journals accept both checklists in the supplement.' }],
  },
]

/** The demo community: a few threads between the demo accounts and demo experts, with comments, replies and likes. */
export async function seedDemoCommunity(db: Kysely<Database>, domain = DEMO_DOMAIN) {
  const emails = [...new Set(threads.flatMap((t) => [t.by, ...(t.likedBy ?? []), ...(t.comments ?? []).flatMap((c) => [c.by, ...(c.replies ?? []).map((r) => r.by)])]))].map(
    (local) => `${local}@${domain}`,
  )
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute()
  const idOf = (local: string) => users.find((user) => user.email === `${local}@${domain}`)?.id
  const hour = 3_600_000
  for (const thread of threads) {
    const authorId = idOf(thread.by)
    if (!authorId) continue
    const at = Date.now() - thread.hoursAgo * hour
    const postId = await createPost(db, authorId, { title: thread.title, text: thread.text, createdAt: new Date(at), demo: true })
    for (const [i, comment] of (thread.comments ?? []).entries()) {
      const commenter = idOf(comment.by)
      if (!commenter) continue
      const commentAt = at + (i + 1) * 0.2 * hour
      const commentId = await createComment(db, postId, commenter, { text: comment.text, createdAt: new Date(commentAt) })
      for (const [j, reply] of (comment.replies ?? []).entries()) {
        const replier = idOf(reply.by)
        if (replier) await createComment(db, postId, replier, { text: reply.text, parentId: commentId, createdAt: new Date(commentAt + (j + 1) * 0.1 * hour) })
      }
    }
    const likers = (thread.likedBy ?? []).flatMap((local) => idOf(local) ?? [])
    if (!likers.length) continue
    await db.insertInto('community_likes').values(likers.map((userId) => ({ post_id: postId, user_id: userId }))).execute()
    await db.updateTable('community_posts').set({ likes: likers.length }).where('id', '=', postId).execute()
  }
}
