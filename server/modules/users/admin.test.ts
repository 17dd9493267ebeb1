import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { permissions } from '../../../contract/permissions.ts'
import { SubscriptionsResponse } from '../../../contract/plans.ts'
import { AdminUserChoicesResponse, AdminUserListResponse, AdminUserResponse, BulkResponse, USERS_COUNT_CAP, userMessages } from '../../../contract/users.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { socketsFor } from '../../../tests/setup/sockets.ts'
import { createPaidMember, createSession, createUser } from '../../seed/factories/accounts.ts'
import { createPost } from '../../seed/factories/community.ts'
import { createPlan } from '../../seed/factories/plans.ts'
import { unique } from '../../seed/factories/unique.ts'

// Its own database: the last-admin rule needs to know every admin there is, and the counts every account.
let t: Awaited<ReturnType<typeof createTestApp>>
let url = ''
const sockets = socketsFor(() => url)
let admin: Awaited<ReturnType<typeof t.signIn>>

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true, env: { LINK_LIMIT_PER_EMAIL: '3' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  admin = await t.signIn({ role: 'admin', name: 'Ada Admin' })
})
afterEach(() => sockets.closeAll())
afterAll(() => t.close())

/** Letters only, so a search finds this test's accounts and no other. */
const tag = () => unique('u').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).replace(/-/g, '')

const list = async (query: string, client: ApiClient = admin.api) => {
  const res = await client.get(`/api/admin/users?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AdminUserListResponse, res.json()).data
}
const detail = async (id: string) => {
  const res = await admin.api.get(`/api/admin/users/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(AdminUserResponse, res.json()).data
}
const login = (email: string, password = 'correct-horse-42') => t.guest.post('/api/login', { email, password })
const future = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
const auditOf = (id: string) => t.db.selectFrom('audit_log').selectAll().where('record_type', '=', 'user').where('record_id', '=', id).orderBy('id').execute()
const sessionCount = async (id: string) => Number((await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', id).executeTakeFirstOrThrow()).n)

/** A staff role holding `held`, and someone signed in with it. */
async function staffWith(held: readonly string[]) {
  const slug = tag()
  await t.db.insertInto('roles').values({ slug, name: `Role ${slug}`, permissions: held as never }).execute()
  return t.signIn({ role: slug, name: `Staff ${slug}` })
}

describe('who may use User Management', () => {
  it('lets users.read read and refuses everyone else; an editor is refused', async () => {
    const member = await createUser(t.db)
    const reads = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/export.csv'],
      ['GET', '/api/admin/users/choices'],
      ['GET', `/api/admin/users/${member.id}`],
    ] as const
    await expectAdminOnly(t, reads, {}, { permission: 'users.read' })
    const editor = await t.signIn({ role: 'editor' })
    expect((await editor.api.get('/api/admin/users')).statusCode).toBe(403)
    const support = await t.signIn({ role: 'support' })
    expect((await list('', support.api)).users.length).toBeGreaterThan(0)
  })

  it('offers every role with its permissions and every plan, built-in roles first', async () => {
    const plan = await createPlan(t.db, { title: `Choice ${unique('plan')}` })
    const res = await admin.api.get('/api/admin/users/choices')
    expect(res.statusCode).toBe(200)
    const { roles, plans } = v.parse(AdminUserChoicesResponse, res.json()).data
    expect(roles.slice(0, 6).map((r) => r.slug).sort()).toEqual(['admin', 'editor', 'expert', 'moderator', 'support', 'user'])
    expect(roles.find((r) => r.slug === 'support')?.permissions).toEqual(expect.arrayContaining(['users.read']))
    expect(plans).toContainEqual({ id: plan.id, title: plan.title, isFree: false })
  })

  it('lets only users.manage act: support may read but not act, and nothing changes', async () => {
    const member = await createUser(t.db, { verified: false })
    const token = await createSession(t.db, member.id)
    const actions = [
      ['POST', `/api/admin/users/${member.id}/suspend`],
      ['POST', `/api/admin/users/${member.id}/unsuspend`],
      ['POST', `/api/admin/users/${member.id}/verify`],
      ['POST', `/api/admin/users/${member.id}/resend-verification`],
      ['POST', `/api/admin/users/${member.id}/sign-out`],
      ['PATCH', `/api/admin/users/${member.id}`],
      ['POST', `/api/admin/users/${member.id}/plan`],
      ['POST', '/api/admin/users/bulk'],
    ] as const
    const body = { reason: 'Spam', until: null, role: 'support', password: 'correct-horse-42', planId: 1, days: 30, action: 'verify', ids: [member.id] }
    await expectAdminOnly(t, actions, body, { permission: 'users.manage' })
    const after = await detail(member.id)
    expect(after).toMatchObject({ status: 'unverified', role: 'user', plan: null })
    expect(after.audit).toEqual([])
    expect(await sessionCount(member.id)).toBe(1)
    expect(t.mail.to(member.email)).toEqual([])
    expect((await t.client({ token }).get('/api/user/get')).statusCode).toBe(200)
  })
})

describe('the list', () => {
  it('finds accounts by part of a name or email in any case, newest first, with the count and filters', async () => {
    const word = tag()
    const older = await createUser(t.db, { name: `Dr. ${word} Older`, email: `${word}.older@example.com` })
    const newer = await createUser(t.db, { name: 'Dr. Someone', email: `${word}.NEWER@example.com`.toLowerCase(), verified: false })
    await t.db.updateTable('users').set({ created_at: new Date('2026-01-10T12:00:00Z') as never }).where('id', '=', older.id).execute()
    await t.db.updateTable('users').set({ created_at: new Date('2026-02-10T12:00:00Z') as never }).where('id', '=', newer.id).execute()

    const all = await list(`search=${word.toUpperCase().slice(2)}`)
    expect(all.users.map((u) => u.id)).toEqual([newer.id, older.id])
    expect(all.total).toBe(2)
    expect(all.users[0]).toMatchObject({ status: 'unverified', verified: false, role: 'user', roleName: 'User', plan: null, lastSeen: null })

    expect((await list(`search=${word}&status=unverified`)).users.map((u) => u.id)).toEqual([newer.id])
    expect((await list(`search=${word}&status=active`)).users.map((u) => u.id)).toEqual([older.id])
    expect((await list(`search=${word}&joinedFrom=2026-01-10&joinedTo=2026-01-10`)).users.map((u) => u.id)).toEqual([older.id])
    expect((await list(`search=${word}&joinedTo=2026-01-09`)).total).toBe(0)
    expect((await list(`search=${word}&role=admin`)).total).toBe(0)
  })

  it('filters by plan: none, free and a paid plan, showing the current plan', async () => {
    const word = tag()
    const paid = await createPaidMember(t.db, { name: `Paid ${word}` })
    await createUser(t.db, { name: `Plain ${word}` })
    const planId = (await t.db.selectFrom('subscriptions').select('plan_id').where('user_id', '=', paid.id).executeTakeFirstOrThrow()).plan_id
    const byPlan = await list(`search=${word}&plan=${planId}`)
    expect(byPlan.users.map((u) => u.id)).toEqual([paid.id])
    expect(byPlan.users[0]!.plan).toMatchObject({ id: planId, courtesy: false })
    expect((await list(`search=${word}&plan=none`)).users.map((u) => u.name)).toEqual([`Plain ${word}`])
    expect((await list(`search=${word}&plan=free`)).total).toBe(0)
  })

  it('pages 25 at a time', async () => {
    const word = tag()
    for (let i = 0; i < 26; i++) await createUser(t.db, { name: `Pager ${word} ${i}` })
    const first = await list(`search=${word}`)
    expect(first).toMatchObject({ total: 26, hasMore: true })
    expect(first.users).toHaveLength(25)
    const second = await list(`search=${word}&page=2`)
    expect(second).toMatchObject({ total: 26, hasMore: false })
    expect(second.users).toHaveLength(1)
    // A page past the end still counts what there is.
    expect(await list(`search=${word}&page=3`)).toMatchObject({ total: 26, hasMore: false, users: [] })
  })

  it("counts a filter's matches up to 1,000 and says when there are more; every account exactly", async () => {
    const word = tag()
    const hash = (await t.db.selectFrom('users').select('password_hash').where('id', '=', admin.id).executeTakeFirstOrThrow()).password_hash
    await sql`INSERT INTO users (name, email, password_hash) SELECT ${`Many ${word} `} || n, ${`many-${word}-`} || n || '@example.com', ${hash} FROM generate_series(1, ${USERS_COUNT_CAP + 1}) n`.execute(t.db)
    expect(await list(`search=${word}`)).toMatchObject({ total: USERS_COUNT_CAP, totalIsMore: true, hasMore: true })
    expect(await list(`search=${word}%201000`)).toMatchObject({ total: 1, totalIsMore: false })
    const members = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
    expect(Number(members.n)).toBeGreaterThan(USERS_COUNT_CAP)
    expect(await list('')).toMatchObject({ total: Number(members.n), totalIsMore: false, hasMore: true })
  })

  it('names the field of a bad filter', async () => {
    for (const [query, field] of [
      ['status=banned', 'status'],
      ['joinedFrom=yesterday', 'joinedFrom'],
      ['joinedTo=2026-02-30', 'joinedTo'],
      ['plan=gold', 'plan'],
      ['role=Not%20A%20Slug', 'role'],
      ['page=0', 'page'],
    ] as const) {
      const res = await admin.api.get(`/api/admin/users?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(JSON.stringify(res.json()), query).toContain(field)
    }
    expect((await admin.api.get('/api/admin/users/not-a-uuid')).statusCode).toBe(400)
    expect((await admin.api.get(`/api/admin/users/${randomUUID()}`)).statusCode).toBe(404)
  })
})

describe('suspending', () => {
  it('refuses sign-in with why and until when, ends sessions and sockets, refuses a new socket, keeps posts', async () => {
    const member = await createUser(t.db)
    const token = await createSession(t.db, member.id)
    const postId = await createPost(t.db, member.id)
    const socket = await sockets.connect(token)
    const closed = new Promise((resolve) => socket.once('disconnect', resolve))
    const until = future(48)

    const res = await admin.api.post(`/api/admin/users/${member.id}/suspend`, { reason: 'Spam in the community', until })
    expect(res.statusCode, res.body).toBe(200)
    expect(v.parse(AdminUserResponse, res.json()).data).toMatchObject({ status: 'suspended', suspension: { reason: 'Spam in the community', until } })
    await closed
    expect(await sessionCount(member.id)).toBe(0)
    expect((await t.client({ token }).get('/api/user/get')).statusCode).toBe(401)
    expect(await sockets.refusal(token)).toMatchObject({ code: 'session_ended' })

    const refusedLogin = await login(member.email)
    expect(refusedLogin.statusCode).toBe(403)
    expect(refusedLogin.json()).toMatchObject({ code: 'account_suspended', message: expect.stringContaining('Spam in the community') })
    expect(refusedLogin.json().message).toContain(`until ${until.slice(0, 16).replace('T', ' ')} UTC`)
    expect(await t.db.selectFrom('community_posts').select('id').where('id', '=', postId).executeTakeFirst()).toEqual({ id: postId })

    const [entry] = await auditOf(member.id)
    expect(entry).toMatchObject({ actor_id: admin.id, area: 'users', action: 'suspend', reason: 'Spam in the community', after: { suspended: true, until } })

    const back = await admin.api.post(`/api/admin/users/${member.id}/unsuspend`)
    expect(back.statusCode).toBe(200)
    expect((await login(member.email)).statusCode).toBe(200)
    expect((await admin.api.post(`/api/admin/users/${member.id}/unsuspend`)).statusCode).toBe(409)
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['suspend', 'unsuspend'])
  })

  it('refuses the socket and the requests of a session a suspended account still holds', async () => {
    const member = await createUser(t.db)
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Abuse' }).where('id', '=', member.id).execute()
    const token = await createSession(t.db, member.id)
    expect(await sockets.refusal(token)).toMatchObject({ code: 'session_ended' })
    expect((await t.client({ token }).get('/api/user/get')).statusCode).toBe(401)
  })

  it('ends by itself once its moment passes', async () => {
    const member = await createUser(t.db)
    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date(Date.now() - 7200_000), suspended_until: new Date(Date.now() - 1000), suspension_reason: 'Cooling off' })
      .where('id', '=', member.id)
      .execute()
    expect((await detail(member.id)).status).toBe('active')
    expect((await login(member.email)).statusCode).toBe(200)
    expect(await t.db.selectFrom('users').select('suspended_at').where('id', '=', member.id).executeTakeFirstOrThrow()).toEqual({ suspended_at: null })
  })

  it('refuses a wrong password the same way, so a guess learns nothing of the suspension', async () => {
    const member = await createUser(t.db)
    await admin.api.post(`/api/admin/users/${member.id}/suspend`, { reason: 'Spam', until: null })
    const res = await login(member.email, 'wrong-password-1')
    expect(res.statusCode).toBe(401)
    expect(res.body).not.toContain('Spam')
    expect((await login(member.email)).json().message).toContain('until further notice')
  })

  it('names the field of a bad reason or moment, and writes nothing', async () => {
    const member = await createUser(t.db)
    for (const [body, field] of [
      [{ reason: 'x'.repeat(501), until: null }, 'reason'],
      [{ reason: '   ', until: null }, 'reason'],
      [{ reason: 'Spam', until: '2020-01-01T00:00:00Z' }, 'until'],
      [{ reason: 'Spam', until: 'tomorrow' }, 'until'],
      [{ reason: 'Spam' }, 'until'],
    ] as const) {
      const res = await admin.api.post(`/api/admin/users/${member.id}/suspend`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(res.json().issues)).toContain(field)
    }
    expect((await admin.api.post('/api/admin/users/nope/suspend', { reason: 'Spam', until: null })).statusCode).toBe(400)
    expect((await detail(member.id)).status).toBe('active')
    expect(await auditOf(member.id)).toEqual([])
  })

  it('refuses one’s own account, an account above one’s role, and the last admin', async () => {
    expect((await admin.api.post(`/api/admin/users/${admin.id}/suspend`, { reason: 'Me', until: null })).json()).toMatchObject({ message: userMessages.self })
    const desk = await staffWith(['users.read', 'users.manage'])
    const other = await t.signIn({ role: 'admin' })
    const above = await desk.api.post(`/api/admin/users/${other.id}/suspend`, { reason: 'Coup', until: null })
    expect(above.statusCode).toBe(403)
    expect(above.json().message).toBe(userMessages.above)

    // Someone whose role holds every permission, and one admin left who can act.
    const owner = await staffWith(permissions)
    const lastAdmin = await t.signIn({ role: 'admin' })
    const others = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').where('id', '<>', lastAdmin.id).where('suspended_at', 'is', null).execute()
    const ids = others.map((o) => o.id)
    await t.db.updateTable('users').set({ suspended_at: new Date(), suspension_reason: 'Test' }).where('id', 'in', ids).execute()
    try {
      const res = await owner.api.post(`/api/admin/users/${lastAdmin.id}/suspend`, { reason: 'Last', until: null })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(userMessages.lastAdmin)
      const demote = await owner.api.patch(`/api/admin/users/${lastAdmin.id}`, { role: 'user', password: 'correct-horse-42' })
      expect(demote.statusCode).toBe(409)
      const bulk = await owner.api.post('/api/admin/users/bulk', { action: 'suspend', ids: [lastAdmin.id], reason: 'Last', until: null })
      expect(v.parse(BulkResponse, bulk.json()).data).toEqual({ changed: 0, refused: [{ id: lastAdmin.id, message: userMessages.lastAdmin }] })
    } finally {
      await t.db.updateTable('users').set({ suspended_at: null, suspension_reason: null }).where('id', 'in', ids).execute()
    }
    expect((await detail(lastAdmin.id)).status).toBe('active')
  })
})

describe('verifying, mailing and signing out', () => {
  it('marks an email verified by hand, so the member can sign in', async () => {
    const member = await createUser(t.db, { verified: false })
    expect((await login(member.email)).statusCode).toBe(403)
    expect((await admin.api.post(`/api/admin/users/${member.id}/verify`)).statusCode).toBe(200)
    expect((await login(member.email)).statusCode).toBe(200)
    expect((await admin.api.post(`/api/admin/users/${member.id}/verify`)).statusCode).toBe(409)
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['verify'])
  })

  it('sends the verification mail again, within the limit of mail to one address', async () => {
    const member = await createUser(t.db, { verified: false })
    for (let i = 0; i < 3; i++) expect((await admin.api.post(`/api/admin/users/${member.id}/resend-verification`)).statusCode).toBe(200)
    await expect.poll(() => t.mail.to(member.email).length, { timeout: 15_000, interval: 50 }).toBe(3)
    const token = t.mail.token(member.email, 'verify-email')
    expect((await admin.api.post(`/api/admin/users/${member.id}/resend-verification`)).statusCode).toBe(429)
    expect((await t.guest.post(`/api/verify-email/${token}`)).statusCode).toBe(200)
  })

  it('signs an account out everywhere', async () => {
    const member = await createUser(t.db)
    const token = await createSession(t.db, member.id)
    await createSession(t.db, member.id)
    expect((await admin.api.post(`/api/admin/users/${member.id}/sign-out`)).statusCode).toBe(200)
    expect(await sessionCount(member.id)).toBe(0)
    expect((await t.client({ token }).get('/api/user/get')).statusCode).toBe(401)
    expect((await admin.api.post(`/api/admin/users/${admin.id}/sign-out`)).statusCode).toBe(409)
  })
})

describe('changing a role', () => {
  it('needs the password again, and mails every admin', async () => {
    const member = await createUser(t.db, { name: 'Dr. Promoted' })
    const without = await admin.api.patch(`/api/admin/users/${member.id}`, { role: 'support' })
    expect(without.statusCode).toBe(403)
    expect(without.json().code).toBe('step_up_required')
    const wrong = await admin.api.patch(`/api/admin/users/${member.id}`, { role: 'support', password: 'not-my-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues[0].path).toBe('password')
    expect((await detail(member.id)).role).toBe('user')

    const res = await admin.api.patch(`/api/admin/users/${member.id}`, { role: 'support', password: 'correct-horse-42' })
    expect(res.statusCode, res.body).toBe(200)
    expect(v.parse(AdminUserResponse, res.json()).data).toMatchObject({ role: 'support', roleName: 'Support' })
    await expect.poll(() => t.mail.to(admin.email).map((m) => m.subject), { timeout: 15_000, interval: 50 }).toContain("Ada Admin changed Dr. Promoted's role on Scholar Hub")
    expect(t.mail.to(admin.email).at(-1)!.text).toContain('from User to Support')
    expect((await auditOf(member.id)).at(-1)).toMatchObject({ action: 'role.change', before: { role: 'user' }, after: { role: 'support' } })
  })

  it('takes a recent step-up instead of the password', async () => {
    const member = await createUser(t.db)
    expect((await admin.api.post('/api/admin/step-up', { password: 'correct-horse-42' })).statusCode).toBe(200)
    expect((await admin.api.patch(`/api/admin/users/${member.id}`, { role: 'moderator' })).statusCode).toBe(200)
  })

  it('refuses one’s own account, an unknown role, and a role holding more than one holds', async () => {
    const member = await createUser(t.db)
    const own = await admin.api.patch(`/api/admin/users/${admin.id}`, { role: 'user', password: 'correct-horse-42' })
    expect(own.statusCode).toBe(409)
    const unknown = await admin.api.patch(`/api/admin/users/${member.id}`, { role: 'wizard', password: 'correct-horse-42' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().issues[0]).toMatchObject({ path: 'role', message: userMessages.unknownRole })
    const desk = await staffWith(['users.read', 'users.manage'])
    const above = await desk.api.patch(`/api/admin/users/${member.id}`, { role: 'admin', password: 'correct-horse-42' })
    expect(above.statusCode).toBe(403)
    expect(above.json().message).toBe(userMessages.grantAbove)
    expect((await detail(member.id)).role).toBe('user')
  })
})

describe('giving a plan', () => {
  it('grants a paid plan as a courtesy, replacing the current one, never shown as paid', async () => {
    const member = await createPaidMember(t.db)
    const plan = await createPlan(t.db, { title: 'Scholar Gold' })
    const res = await admin.api.post(`/api/admin/users/${member.id}/plan`, { planId: plan.id, days: 30 })
    expect(res.statusCode, res.body).toBe(200)
    const data = v.parse(AdminUserResponse, res.json()).data
    expect(data.plan).toMatchObject({ id: plan.id, title: 'Scholar Gold', courtesy: true })
    expect(data.plans[0]).toMatchObject({ planTitle: 'Scholar Gold', courtesy: true, grantedBy: 'Ada Admin', payment: null, status: 'active' })
    expect(data.plans[1]).toMatchObject({ status: 'canceled', courtesy: false })
    const end = new Date(data.plan!.endDate).getTime()
    expect(Math.abs(end - Date.now() - 30 * 86400_000)).toBeLessThan(60_000)

    const own = v.parse(SubscriptionsResponse, (await t.client({ token: await createSession(t.db, member.id) }).get('/api/subscriptions')).json()).data
    expect(own[0]).toMatchObject({ planTitle: 'Scholar Gold', courtesy: true })
    const payments = (await admin.api.get(`/api/admin/payments?search=${encodeURIComponent(member.email)}`)).json()
    expect(payments.data.payments).toEqual([])
    expect((await list(`search=${encodeURIComponent(member.email)}`)).users[0]!.plan).toMatchObject({ courtesy: true })
  })

  it('refuses a free plan, an unknown one and days out of bounds', async () => {
    const member = await createUser(t.db)
    const free = await createPlan(t.db, { price: 0 })
    for (const [body, field] of [
      [{ planId: free.id, days: 30 }, 'planId'],
      [{ planId: 99999999, days: 30 }, 'planId'],
      [{ planId: free.id, days: 0 }, 'days'],
      [{ planId: free.id, days: 3651 }, 'days'],
    ] as const) {
      const res = await admin.api.post(`/api/admin/users/${member.id}/plan`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues[0].path).toBe(field)
    }
    expect((await detail(member.id)).plans).toEqual([])
  })
})

describe('the account page', () => {
  it('shows plan history with payments, devices, activity, counts and its audit entries', async () => {
    const member = await createPaidMember(t.db)
    await createSession(t.db, member.id)
    await createPost(t.db, member.id)
    await admin.api.post(`/api/admin/users/${member.id}/sign-out`)
    const data = await detail(member.id)
    expect(data.counts).toEqual({ posts: 1, comments: 0, conversations: 0 })
    expect(data.plans).toHaveLength(1)
    expect(data.devices).toEqual([])
    expect(data.audit).toEqual([expect.objectContaining({ action: 'sign-out', actorName: 'Ada Admin' })])
  })
})

describe('several accounts at once', () => {
  it('suspends those it may, lists each refused one with why, one audit entry each', async () => {
    const a = await createUser(t.db)
    const b = await createUser(t.db)
    const missing = randomUUID()
    const res = await admin.api.post('/api/admin/users/bulk', { action: 'suspend', ids: [a.id, b.id, admin.id, missing], reason: 'Spam ring', until: null })
    expect(res.statusCode, res.body).toBe(200)
    const data = v.parse(BulkResponse, res.json()).data
    expect(data.changed).toBe(2)
    expect(data.refused).toEqual([
      { id: admin.id, message: userMessages.self },
      { id: missing, message: userMessages.notFound },
    ])
    for (const id of [a.id, b.id]) expect((await auditOf(id)).map((e) => e.action)).toEqual(['suspend'])
    const again = v.parse(BulkResponse, (await admin.api.post('/api/admin/users/bulk', { action: 'unsuspend', ids: [a.id, b.id] })).json()).data
    expect(again).toEqual({ changed: 2, refused: [] })
  })

  it('names the field of a bad bulk body', async () => {
    const id = (await createUser(t.db)).id
    for (const [body, field] of [
      [{ action: 'delete', ids: [id] }, 'action'],
      [{ action: 'verify', ids: [] }, 'ids'],
      [{ action: 'verify', ids: Array.from({ length: 101 }, () => randomUUID()) }, 'ids'],
      [{ action: 'verify', ids: ['nope'] }, 'ids'],
      [{ action: 'suspend', ids: [id] }, 'reason'],
    ] as const) {
      const res = await admin.api.post('/api/admin/users/bulk', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(JSON.stringify(res.json().issues)).toContain(field)
    }
    expect(await auditOf(id)).toEqual([])
  })
})

describe('the CSV export', () => {
  it('streams the filtered accounts, formula cells made text, and records who exported what', async () => {
    const word = tag()
    const risky = await createUser(t.db, { name: `=HYPERLINK("x") ${word}` })
    await createUser(t.db, { name: `-plain ${word}`, verified: false })
    await admin.api.post(`/api/admin/users/${risky.id}/suspend`, { reason: 'Spam', until: null })
    const res = await admin.api.get(`/api/admin/users/export.csv?search=${word}&status=suspended`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['transfer-encoding']).toBe('chunked')
    expect(res.headers['content-length']).toBeUndefined()
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines).toEqual(['Name,Email,Role,Status,Plan,Joined,Last seen', expect.stringMatching(new RegExp(`^"'=HYPERLINK\\(""x""\\) ${word}",${risky.email},User,suspended,None,`))])
    const all = await admin.api.get(`/api/admin/users/export.csv?search=${word}`)
    expect(all.body).toContain(`'-plain ${word},`)
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'export').where('actor_id', '=', admin.id).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ area: 'users', after: { filters: { search: word } } })
  })

  it('lets each staff member export ten times an hour', async () => {
    const exporter = await t.signIn({ role: 'admin' })
    const word = tag()
    for (let i = 0; i < 10; i++) expect((await exporter.api.get(`/api/admin/users/export.csv?search=${word}`)).statusCode).toBe(200)
    const refused = await exporter.api.get(`/api/admin/users/export.csv?search=${word}`)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ message: 'Too many exports. Please wait an hour and try again.' })
  })
})
