import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createDatabaseCounters } from '../../core/limits/counter-store.ts'
import { createSession, createUser } from '../../seed/factories/accounts.ts'
import { accountCleanupJob } from './cleanup-job.ts'
import { createSessions, SESSION_IDLE_MS } from '../../core/auth/sessions.ts'
import { hashToken, issueEmailToken } from '../../core/auth/tokens.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 24 * 60 * 60 * 1000

it('deletes ended sessions, links spent or expired over a week ago, and passed rate-limit windows; keeps the rest', async () => {
  const user = await createUser(t.db)
  const live = await createSession(t.db, user.id)
  const expired = await createSession(t.db, user.id, { expiresAt: new Date(Date.now() - 1000) })
  const idle = await createSession(t.db, user.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
  const fresh = await issueEmailToken(t.db, user.id, 'reset-password')
  const recentlyUsed = await issueEmailToken(t.db, user.id, 'verify-email')
  const longUsed = await issueEmailToken(t.db, user.id, 'verify-email')
  const longExpired = await issueEmailToken(t.db, user.id, 'reset-password')
  const setToken = (token: string, values: { used_at?: Date; expires_at?: Date }) =>
    t.db.updateTable('email_tokens').set(values).where('token_hash', '=', hashToken(token)).execute()
  await setToken(recentlyUsed, { used_at: new Date(Date.now() - DAY) })
  await setToken(longUsed, { used_at: new Date(Date.now() - 8 * DAY) })
  await setToken(longExpired, { expires_at: new Date(Date.now() - 8 * DAY) })
  const counters = createDatabaseCounters(t.db)
  await counters.hit(`cleanup-test:${user.id}`, 1)
  await counters.hit(`cleanup-test-live:${user.id}`, 60_000)
  await new Promise((r) => setTimeout(r, 5))

  const figures = await accountCleanupJob(t.db, createSessions(t.db), counters).run()
  expect(figures).toMatchObject({ sessions: expect.any(Number), emailTokens: expect.any(Number), counters: expect.any(Number) })

  const sessionsLeft = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()
  expect(sessionsLeft.map((s) => s.token_hash)).toEqual([hashToken(live)])
  expect([expired, idle].some((tk) => sessionsLeft.some((s) => s.token_hash.equals(hashToken(tk))))).toBe(false)
  const tokensLeft = (await t.db.selectFrom('email_tokens').select('token_hash').where('user_id', '=', user.id).execute()).map((r) => r.token_hash)
  expect(tokensLeft).toHaveLength(2)
  expect(tokensLeft).toEqual(expect.arrayContaining([hashToken(fresh), hashToken(recentlyUsed)]))
  // The live window still counts: its next hit is the second.
  expect((await counters.hit(`cleanup-test-live:${user.id}`, 60_000)).count).toBe(2)
  expect((await counters.hit(`cleanup-test:${user.id}`, 60_000)).count).toBe(1)
})
