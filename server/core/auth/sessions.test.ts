import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { bearer, signedInUser } from '../../../tests/setup/api-users.ts'
import { createSession, createUser } from '../../seed/factories/accounts.ts'
import { createAuth, signedIn } from './request-auth.ts'
import { hashToken } from './tokens.ts'
import { createSessions, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './sessions.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    extend(app, { db }) {
      // A stand-in for a staff route: only the permission guard is under test.
      const auth = createAuth(createSessions(db))
      app.get('/api/admin-only-test', { onRequest: auth.requirePermission, config: { permission: 'users.manage' } }, async (request) => ({ data: signedIn(request).user.role }))
    },
  })
})
afterAll(() => t.close())

const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/get', headers })
const lastSeen = async (token: string) =>
  (await t.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).last_seen_at

describe('sessions', () => {
  it('refuses a session past its absolute expiry, however recently used', async () => {
    const user = await createUser(t.db)
    const token = await createSession(t.db, user.id, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
    const res = await profile(bearer(token))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Your session has ended. Please sign in again.' })
  })

  it('refuses a session idle for longer than the idle limit', async () => {
    const user = await createUser(t.db)
    const idle = await createSession(t.db, user.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
    const recent = await createSession(t.db, user.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS + 60_000) })
    expect((await profile(bearer(idle))).statusCode).toBe(401)
    expect((await profile(bearer(recent))).statusCode).toBe(200)
  })

  it('lasts thirty days and notes use at most once a minute', async () => {
    const user = await signedInUser(t.db)
    const row = await t.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('token_hash', '=', hashToken(user.token)).executeTakeFirstOrThrow()
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000)
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(SESSION_LIFETIME_MS + 60_000)

    const before = await lastSeen(user.token)
    await profile(user.headers)
    expect(await lastSeen(user.token)).toEqual(before)

    await t.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 5 * 60_000) }).where('token_hash', '=', hashToken(user.token)).execute()
    await profile(user.headers)
    expect(Date.now() - (await lastSeen(user.token)).getTime()).toBeLessThan(10_000)
  })

  it('ends only the session that logs out', async () => {
    const user = await createUser(t.db)
    const [phone, laptop] = [await createSession(t.db, user.id), await createSession(t.db, user.id)]
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone) })).statusCode).toBe(200)
    expect((await profile(bearer(phone))).statusCode).toBe(401)
    expect((await profile(bearer(laptop))).statusCode).toBe(200)
  })

  it('reads the current role on every request', async () => {
    const user = await signedInUser(t.db)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-only-test', headers: user.headers })).statusCode).toBe(403)
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute()
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-only-test', headers: user.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: 'admin' })
  })

  it('lets requirePermission turn away guests with 401 and other roles with 403', async () => {
    const expert = await signedInUser(t.db, { role: 'expert' })
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-only-test' })).statusCode).toBe(401)
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-only-test', headers: expert.headers })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'forbidden' })
  })

  it('ends the sessions of a deleted account', async () => {
    const user = await signedInUser(t.db)
    await t.db.deleteFrom('users').where('id', '=', user.id).execute()
    expect((await profile(user.headers)).statusCode).toBe(401)
  })
})
