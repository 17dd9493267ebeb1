import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DASHBOARD_MAX_AGE_MS, DashboardResponse, type Dashboard } from '../../../contract/dashboard.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { profileChoices } from '../../../tests/setup/api-users.ts'
import { nextEvent, receives, socketsFor } from '../../../tests/setup/sockets.ts'
import { createSession, createUser } from '../../seed/factories/accounts.ts'
import { createComment, createCommunityMember, createPost } from '../../seed/factories/community.ts'
import { createContactMessage, createWritingEnquiry, createWritingService } from '../../seed/factories/enquiries.ts'
import { createExpert } from '../../seed/factories/experts.ts'
import { createPaymentOrder, createPlan } from '../../seed/factories/plans.ts'
import { unique } from '../../seed/factories/unique.ts'
import { createChatRepository } from '../chat/repository.ts'

// Exact totals: a database of this file's own, so no other file's rows move the counts between two reads.
let t: Awaited<ReturnType<typeof createTestApp>>
let url = ''
const sockets = socketsFor(() => url)
const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  // The cache's clock is the Date the test moves on; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})
afterEach(() => sockets.closeAll())
afterAll(async () => {
  vi.useRealTimers()
  await t.close()
})

/** The moment the figures last counted are too old to be answered again. */
const cacheEnds = () => vi.setSystemTime(Date.now() + DASHBOARD_MAX_AGE_MS + 1)

async function dashboardOf(api: Awaited<ReturnType<typeof t.signIn>>['api']): Promise<Dashboard> {
  const res = await api.get('/api/admin/dashboard')
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(DashboardResponse, res.json()).data
}

const groupsOf = (dashboard: Dashboard) => (['members', 'payments', 'community', 'enquiries', 'chats'] as const).filter((group) => dashboard[group] !== undefined)
const dayCount = (days: { date: string; count: number }[], date: string) => days.find((d) => d.date === date)?.count

describe('GET /api/admin/dashboard', () => {
  it('is for staff only: a visitor is asked to sign in, members and experts are refused', async () => {
    await expectAdminOnly(t, [['GET', '/api/admin/dashboard']], {})
  })

  it('sends each staff member only the figures their permissions open', async () => {
    const seen = async (role: string) => groupsOf(await dashboardOf((await t.signIn({ role })).api))
    expect(await seen('admin')).toEqual(['members', 'payments', 'community', 'enquiries', 'chats'])
    expect(await seen('moderator')).toEqual(['community', 'chats'])
    expect(await seen('support')).toEqual(['members', 'payments', 'enquiries'])
    expect(await seen('editor')).toEqual([])
  })

  it('counts the records, each figure beside the period before', async () => {
    const admin = await t.signIn({ role: 'admin' })
    cacheEnds()
    const before = await dashboardOf(admin.api)
    const now = new Date()

    // Members: one new and verified, one unverified for two days (awaiting), one unverified since now (not yet).
    await createUser(t.db)
    const waitingLong = await createUser(t.db, { verified: false })
    await sql`UPDATE users SET created_at = ${new Date(now.getTime() - 2 * DAY)} WHERE id = ${waitingLong.id}`.execute(t.db)
    await createUser(t.db, { verified: false })
    // One from ten days ago: last week's, not this week's.
    const older = await createCommunityMember(t.db, { daysAgo: 10 })

    // Payments: two captured now in two currencies, one failed now, one captured ten days ago; a courtesy grant (a
    // subscription without payment) is no revenue and no paid plan.
    const plan = await createPlan(t.db)
    const buyers = await Promise.all([1, 2, 3].map(() => createUser(t.db)))
    await createPaymentOrder(t.db, { userId: buyers[0]!.id, planId: plan.id, status: 'captured', amountMinor: 149_900, currency: 'INR' })
    await createPaymentOrder(t.db, { userId: buyers[1]!.id, planId: plan.id, status: 'captured', amountMinor: 2_500, currency: 'USD' })
    await createPaymentOrder(t.db, { userId: buyers[2]!.id, planId: plan.id, status: 'failed' })
    await createPaymentOrder(t.db, { userId: older.id, planId: plan.id, status: 'captured', at: new Date(now.getTime() - 10 * DAY) })
    const courtesy = await createUser(t.db)
    await t.db.insertInto('subscriptions').values({ user_id: courtesy.id, plan_id: plan.id, status: 'active', start_date: now, end_date: new Date(now.getTime() + 30 * DAY), capture_id: null, payment_order_id: null, source: 'courtesy' }).execute()

    // Community: two posts and a comment this week, a post ten days ago; a post flagged twice and a comment once.
    const writer = await createCommunityMember(t.db)
    const post = await createPost(t.db, writer.id)
    const flaggedPost = await createPost(t.db, writer.id)
    await createPost(t.db, writer.id, { createdAt: new Date(now.getTime() - 10 * DAY) })
    const comment = await createComment(t.db, post, writer.id)
    const flaggers = await Promise.all([1, 2].map(() => createUser(t.db)))
    await t.db.insertInto('community_flags').values([
      { post_id: flaggedPost, flagger_id: flaggers[0]!.id, reason: 'spam' },
      { post_id: flaggedPost, flagger_id: flaggers[1]!.id, reason: 'spam' },
      { comment_id: comment, flagger_id: flaggers[0]!.id, reason: 'off-topic' },
    ]).execute()

    // Enquiries: a new one and one already in progress; an open contact message and an answered one.
    const service = await createWritingService(t.db)
    await createWritingEnquiry(t.db, service.id)
    const handled = await createWritingEnquiry(t.db, service.id)
    await t.db.updateTable('writing_enquiries').set({ status: 'in-progress' }).where('reference', '=', handled.reference).execute()
    await createContactMessage(t.db)
    const answered = await createContactMessage(t.db)
    await t.db.updateTable('contact_messages').set({ answered_at: now }).where('id', '=', answered.id).execute()

    // Chats: a member waiting for a first answer; one the expert answered; one staff answered; one nobody wrote in.
    const chat = createChatRepository(t.db)
    const say = (conversationId: string, sender: { id: string; name: string; email: string }, staffName: string | null = null) =>
      chat.addMessage({ conversationId, sender, staffName, content: 'Hello', clientId: randomUUID() })
    const conversations = await Promise.all([1, 2, 3, 4].map(async () => {
      const member = await createUser(t.db)
      const expert = await createExpert(t.db)
      return { member, expert, id: (await chat.open(member.id, expert.id)).id }
    }))
    for (const c of conversations.slice(0, 3)) await say(c.id, c.member)
    await say(conversations[1]!.id, conversations[1]!.expert)
    await say(conversations[2]!.id, admin, 'Scholar Hub team')

    cacheEnds()
    const after = await dashboardOf(admin.api)
    const today = after.today
    // Accounts made: 3 members + older + 3 buyers + courtesy + writer + 2 flaggers + 4 members and 4 experts.
    const made = 3 + 1 + 3 + 1 + 1 + 2 + 8
    expect(after.members!.total - before.members!.total).toBe(made)
    expect(after.members!.joined.current - before.members!.joined.current).toBe(made - 1)
    expect(after.members!.joined.previous - before.members!.joined.previous).toBe(1)
    expect(after.members!.awaitingVerification - before.members!.awaitingVerification).toBe(1)
    expect(dayCount(after.members!.signUps, today)! - dayCount(before.members!.signUps, today)!).toBe(made - 3)
    expect(after.members!.signUps).toHaveLength(30)
    expect(after.members!.signUps.at(-1)!.date).toBe(today)

    const pay = after.payments!
    expect(pay.activePaidPlans - before.payments!.activePaidPlans).toBe(3)
    expect(pay.activeGrantedPlans - before.payments!.activeGrantedPlans).toBe(1)
    expect(pay.bought.current - before.payments!.bought.current).toBe(2)
    expect(pay.bought.previous - before.payments!.bought.previous).toBe(1)
    const revenue = (d: Dashboard, currency: string) => d.payments!.revenue.find((r) => r.currency === currency)?.current ?? 0
    // The payment of ten days ago is this month's too after the tenth.
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY)
    const thisMonth = tenDaysAgo.getUTCMonth() === now.getUTCMonth()
    expect(revenue(after, 'INR') - revenue(before, 'INR')).toBe(thisMonth ? 2 * 149_900 : 149_900)
    expect(revenue(after, 'USD') - revenue(before, 'USD')).toBe(2_500)
    expect(pay.failedToday - before.payments!.failedToday).toBe(1)
    expect(dayCount(pay.purchases, today)! - dayCount(before.payments!.purchases, today)!).toBe(2)

    const community = after.community!
    expect(community.posts.current - before.community!.posts.current).toBe(2)
    expect(community.posts.previous - before.community!.posts.previous).toBe(1)
    expect(community.comments.current - before.community!.comments.current).toBe(1)
    expect(community.flagged - before.community!.flagged).toBe(2)

    expect(after.enquiries!.newEnquiries - before.enquiries!.newEnquiries).toBe(1)
    expect(after.enquiries!.openQueries - before.enquiries!.openQueries).toBe(1)
    expect(after.chats!.waiting - before.chats!.waiting).toBe(1)

    // Chat Management's "Waiting" list is the conversations the Dashboard counts.
    const waiting = await admin.api.get('/api/admin/conversations?status=waiting')
    expect(waiting.statusCode, waiting.body).toBe(200)
    const waitingIds = (waiting.json().data.conversations as { id: string }[]).map((c) => c.id)
    expect(waitingIds).toContain(conversations[0]!.id)
    expect(waitingIds.filter((id) => conversations.slice(1).some((c) => c.id === id))).toEqual([])
    expect(waitingIds).toHaveLength(after.chats!.waiting)
    // And the Payments list's failed ones include today's.
    const failed = await admin.api.get('/api/admin/payments?status=failed')
    expect((failed.json().data.payments as { status: string }[]).map((p) => p.status)).toEqual(['failed'])
  })

  it('answers figures at most a few seconds old: a new record shows once the cache ends', async () => {
    const support = await t.signIn({ role: 'support' })
    cacheEnds()
    const first = await dashboardOf(support.api)
    const joiner = await createUser(t.db)
    expect((await dashboardOf(support.api)).members!.total).toBe(first.members!.total)
    cacheEnds()
    const later = await dashboardOf(support.api)
    expect(later.members!.total).toBe(first.members!.total + 1)
    expect(Date.parse(later.countedAt)).toBeGreaterThan(Date.parse(first.countedAt))
    // The total is kept as accounts come and go, not counted row by row.
    await t.db.deleteFrom('users').where('id', '=', joiner.id).execute()
    cacheEnds()
    expect((await dashboardOf(support.api)).members!.total).toBe(first.members!.total)
    // A deleted account keeps its row, anonymised, but is no longer a member; other changes to accounts count nothing.
    const leaver = await createUser(t.db)
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', leaver.id).execute()
    await t.db.updateTable('users').set({ deleted_at: new Date(), bio: 'Gone' }).where('id', '=', leaver.id).execute()
    cacheEnds()
    expect((await dashboardOf(support.api)).members!.total).toBe(first.members!.total)
  })

  it('tells every staff member when there is no backup, when the last one failed and when the last good one is over a day old', async () => {
    const editor = await t.signIn({ role: 'editor' })
    const backupOf = async () => {
      cacheEnds()
      return (await dashboardOf(editor.api)).backup
    }
    const run = async (finishedAt: Date, ok: boolean, error: string | null = null) =>
      t.db.insertInto('backup_runs').values({ started_at: new Date(finishedAt.getTime() - 60_000), finished_at: finishedAt, ok, file: ok ? 'scholar-hub-x.tar.gz' : null, size_bytes: ok ? 1000 : null, error }).execute()
    expect(await backupOf()).toEqual({ state: 'missing', lastGoodAt: null, error: null })
    const twoDaysAgo = new Date(Date.now() - 2 * DAY)
    await run(twoDaysAgo, true)
    expect(await backupOf()).toEqual({ state: 'stale', lastGoodAt: twoDaysAgo.toISOString(), error: null })
    await run(new Date(), false, 'No space left on device')
    expect(await backupOf()).toEqual({ state: 'failed', lastGoodAt: twoDaysAgo.toISOString(), error: 'No space left on device' })
    const now = new Date()
    await run(now, true)
    expect(await backupOf()).toEqual({ state: 'ok', lastGoodAt: now.toISOString(), error: null })
  })

  it('refuses a filter the lists do not know, naming it', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const chats = await admin.api.get('/api/admin/conversations?status=sleeping')
    expect(chats.statusCode).toBe(400)
    expect(chats.json().issues).toEqual([expect.objectContaining({ path: 'status' })])
    const payments = await admin.api.get('/api/admin/payments?status=refunded')
    expect(payments.statusCode).toBe(400)
    expect(payments.json().issues).toEqual([expect.objectContaining({ path: 'status' })])
  })
})

describe('dashboard:changed', () => {
  it('reaches staff sockets, not a member’s, when someone signs up, sends an enquiry or flags a post', async () => {
    const moderator = await t.signIn({ role: 'moderator' })
    const staffSocket = await sockets.connect(moderator.token)
    const member = await createCommunityMember(t.db)
    const memberSocket = await sockets.connect(await createSession(t.db, member.id))

    const signUp = nextEvent(staffSocket, 'dashboard:changed')
    const memberHears = receives(memberSocket, 'dashboard:changed', 1000)
    const registered = await t.guest.post('/api/register', { name: 'Dr. Asha Verma', email: `${unique('joiner')}@example.com`, password: 'first-pass-1', ...(await profileChoices(t.db)) })
    expect(registered.statusCode, registered.body).toBe(201)
    expect(await signUp).toEqual({ group: 'members' })
    expect(await memberHears).toBe(false)

    const service = await createWritingService(t.db)
    const enquiry = nextEvent(staffSocket, 'dashboard:changed')
    const sent = await t.guest.post('/api/writing-service', { name: 'Priya Natarajan', email: `${unique('client')}@example.org`, phone: '+44 20 7946 0958', serviceId: String(service.id) })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(await enquiry).toEqual({ group: 'enquiries' })

    const post = await createPost(t.db, (await createCommunityMember(t.db)).id)
    const flagged = nextEvent(staffSocket, 'dashboard:changed')
    const res = await t.client({ token: await createSession(t.db, member.id) }).post(`/api/community-posts/${post}/flag`, { reason: 'spam' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await flagged).toEqual({ group: 'community' })
  })
})
