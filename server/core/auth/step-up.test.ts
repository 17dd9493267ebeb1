import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StepUpResponse } from '../../../contract/admin.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const steppedUpAt = async (userId: string) =>
  (await t.db.selectFrom('sessions').select('stepped_up_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).stepped_up_at

describe('POST /api/admin/step-up', () => {
  it('confirms a staff member’s password for two minutes on this session', async () => {
    const admin = await t.signIn({ role: 'admin', password: 'admin-step-up-42' })
    const before = Date.now()
    const res = await admin.api.post('/api/admin/step-up', { password: 'admin-step-up-42' })
    expect(res.statusCode, res.body).toBe(200)
    const until = new Date(v.parse(StepUpResponse, res.json()).data.until).getTime()
    expect(until - before).toBeGreaterThanOrEqual(120_000)
    expect(until - Date.now()).toBeLessThanOrEqual(120_000)
    expect(await steppedUpAt(admin.id)).not.toBeNull()
  })

  it('says a wrong password is wrong, on the field, and records nothing', async () => {
    const admin = await t.signIn({ role: 'admin' })
    const res = await admin.api.post('/api/admin/step-up', { password: 'not-my-password' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: [{ path: 'password', message: 'Your password is wrong' }] })
    expect(await steppedUpAt(admin.id)).toBeNull()
  })

  it('counts wrong passwords against the sign-in lockout of the account', async () => {
    const admin = await t.signIn({ role: 'admin' })
    for (let i = 0; i < 10; i++) expect((await admin.api.post('/api/admin/step-up', { password: `guess-${i}` })).statusCode).toBe(400)
    const locked = await admin.api.post('/api/admin/step-up', { password: 'correct-horse-42' })
    expect(locked.statusCode).toBe(429)
    // The same lockout stops the account's sign-in, whoever tries it.
    expect((await t.guest.post('/api/login', { email: admin.email, password: 'correct-horse-42' })).statusCode).toBe(429)
  })

  it('refuses missing, empty, too long and malformed passwords with field messages', async () => {
    const admin = await t.signIn({ role: 'admin' })
    for (const body of [{}, { password: '' }, { password: 'x'.repeat(129) }, { password: 42 }]) {
      const res = await admin.api.post('/api/admin/step-up', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().issues[0].path).toBe('password')
    }
    expect(await steppedUpAt(admin.id)).toBeNull()
  })

  it('is for staff: 401 for a visitor, 403 for a member and an expert', async () => {
    expect((await t.guest.post('/api/admin/step-up', { password: 'x' })).statusCode).toBe(401)
    for (const role of ['user', 'expert']) {
      const member = await t.signIn({ role })
      expect((await member.api.post('/api/admin/step-up', { password: 'correct-horse-42' })).statusCode).toBe(403)
      expect(await steppedUpAt(member.id)).toBeNull()
    }
  })
})
