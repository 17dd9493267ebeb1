import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AuthResponse, SessionsResponse } from '../../../contract/account.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createSession, createUser } from '../../seed/factories/accounts.ts'

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const laptop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Signs the user in from a browser, as the login screen does, and returns a client with that session. */
async function signInFrom(user: { email: string; password: string }, userAgent: string) {
  const res = await t.guest.post('/api/login', user, { 'user-agent': userAgent })
  return t.client({ token: v.parse(AuthResponse, res.json()).data.token })
}
const listOf = async (client: ReturnType<typeof t.client>) => v.parse(SessionsResponse, (await client.get('/api/user/sessions')).json()).data

describe('the sessions a person can see and end', () => {
  it('lists each signed-in device with its browser, system and last use, marking this one', async () => {
    const user = await createUser(t.db)
    const onPhone = await signInFrom(user, phone)
    await signInFrom(user, laptop)
    const sessions = await listOf(onPhone)
    expect(sessions).toHaveLength(2)
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Chrome 131', system: 'Android', device: 'mobile', current: true }),
        expect.objectContaining({ browser: 'Safari 17', system: 'macOS', device: 'desktop', current: false }),
      ]),
    )
    expect(Date.parse(sessions[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000)
  }, 30_000)

  it('signs out one other device, which is then refused, and records it', async () => {
    const user = await createUser(t.db)
    const onPhone = await signInFrom(user, phone)
    const onLaptop = await signInFrom(user, laptop)
    const laptopSession = (await listOf(onPhone)).find((s) => !s.current)!
    const res = await onPhone.delete(`/api/user/sessions/${laptopSession.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('That device has been signed out.')
    expect((await onLaptop.get('/api/user/get')).statusCode).toBe(401)
    expect((await onPhone.get('/api/user/get')).statusCode).toBe(200)
    expect((await onPhone.get('/api/user/activities')).json().data[0].text).toBe('You signed out one of your devices')
  }, 30_000)

  it("cannot end another person's session: it answers as if there were none and leaves it alone", async () => {
    const owner = await t.signIn()
    const stranger = await t.signIn()
    const [ownersSession] = await listOf(owner.api)
    const res = await stranger.api.delete(`/api/user/sessions/${ownersSession!.id}`)
    expect(res.statusCode).toBe(404)
    expect((await owner.api.get('/api/user/get')).statusCode).toBe(200)
  })

  it('signs out every other device at once, keeping this one', async () => {
    const user = await createUser(t.db)
    const here = await signInFrom(user, laptop)
    const others = [await signInFrom(user, phone), t.client({ token: await createSession(t.db, user.id) })]
    const res = await here.post('/api/user/sessions/sign-out-others')
    expect(res.statusCode).toBe(200)
    for (const other of others) expect((await other.get('/api/user/get')).statusCode).toBe(401)
    expect(await listOf(here)).toEqual([expect.objectContaining({ current: true })])
  }, 30_000)

  it('says "Unknown browser" for a session begun without a User-Agent', async () => {
    const user = await t.signIn()
    expect(await listOf(user.api)).toEqual([expect.objectContaining({ browser: 'Unknown browser', system: 'Unknown system', device: 'unknown' })])
  })

  it('keeps only the first 512 characters of a User-Agent', async () => {
    const user = await createUser(t.db)
    await signInFrom(user, `Mozilla/5.0 ${'x'.repeat(5000)}`)
    const row = await t.db.selectFrom('sessions').select('user_agent').where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.user_agent).toHaveLength(512)
  }, 30_000)

  it('answers a guest with 401 and a malformed id with 400, changing nothing', async () => {
    expect((await t.guest.get('/api/user/sessions')).statusCode).toBe(401)
    expect((await t.guest.post('/api/user/sessions/sign-out-others')).statusCode).toBe(401)
    const user = await t.signIn()
    const bad = await user.api.delete(`/api/user/sessions/${encodeURIComponent("1' OR '1'='1")}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'validation', message: 'Session not found' })
    expect(await listOf(user.api)).toHaveLength(1)
  })
})
