import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, realLimits } from '../../../tests/setup/api-app.ts'
import { createUser } from '../../seed/factories/accounts.ts'
import { unique } from '../../seed/factories/unique.ts'

// The real limits from the default configuration, each per 15 minutes: 10 failed sign-ins per account,
// 30 sign-in requests and 10 sign-ups or link requests per address, 3 mails to one address, 5 password
// changes per user.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ env: realLimits })
})
afterAll(() => t.close())

const from = (remoteAddress: string) => t.client({ remoteAddress })
const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((count, r) => ({ ...count, [r.statusCode]: (count[r.statusCode] ?? 0) + 1 }), {})

describe('rate limits on the account endpoints', () => {
  it('locks an account after 10 failed sign-ins, even from many addresses and with the right password', async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 10; i++) {
      expect((await from(`198.51.100.${i + 1}`).post('/api/login', { email: user.email, password: `wrong-${i}` })).statusCode).toBe(401)
    }
    const locked = await from('198.51.100.99').post('/api/login', { email: user.email.toUpperCase(), password: user.password })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-ins for this account. Please wait 15 minutes and try again, or reset your password.',
    })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800)
    // Other accounts are not affected.
    const other = await createUser(t.db)
    expect((await from('198.51.100.99').post('/api/login', { email: other.email, password: other.password })).statusCode).toBe(200)
    // Thirteen scrypt hashes at OWASP's cost: a second each when the machine is busy.
  }, 90_000)

  it('checks only 10 of 40 wrong passwords sent at once for one account; the rest wait out the lockout', async () => {
    const user = await createUser(t.db)
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => from(`198.51.101.${i + 1}`).post('/api/login', { email: user.email, password: `guess-${i}` })),
    )
    expect(statuses(burst)).toEqual({ 401: 10, 429: 30 })
    expect((await from('198.51.101.200').post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(429)
  }, 120_000)

  it('gives a successful sign-in back, so a member who signs in often is never locked out', async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 12; i++) expect((await from('198.51.102.1').post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(200)
    for (let i = 0; i < 9; i++) expect((await from('198.51.102.1').post('/api/login', { email: user.email, password: 'not-it-at-all' })).statusCode).toBe(401)
    expect((await from('198.51.102.1').post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(200)
  }, 120_000)

  it('limits sign-in requests from one address to 30, even sent at once', async () => {
    const address = from('203.0.113.20')
    const burst = await Promise.all(Array.from({ length: 40 }, () => address.post('/api/login', { email: 'not-an-email' })))
    expect(statuses(burst)).toEqual({ 400: 30, 429: 10 })
    const limited = await address.post('/api/login', { email: 'someone@example.com', password: 'whatever' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Too many sign-in attempts from your network. Please wait 15 minutes and try again.' })
    expect((await from('203.0.113.21').post('/api/login', { email: 'not-an-email' })).statusCode).toBe(400)
  })

  it.each([
    ['/api/register', 'sign-ups'],
    ['/api/resend-verification', 'requests for links'],
    ['/api/forgot-password', 'requests for links'],
  ])('limits %s to 10 per address, even sent at once', async (url, what) => {
    const address = from(`203.0.113.${url.length}`)
    const burst = await Promise.all(Array.from({ length: 15 }, () => address.post(url, { email: 'not-an-email' })))
    expect(statuses(burst)).toEqual({ 400: 10, 429: 5 })
    const limited = await address.post(url, { email: 'someone@example.com' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(`Too many ${what} from your network. Please wait 15 minutes and try again.`)
  })

  it.each(['/api/forgot-password', '/api/resend-verification'])('sends at most 3 mails to one address through %s, whoever asks', async (url) => {
    const user = await createUser(t.db, { verified: url === '/api/forgot-password' })
    const sent = () => t.mail.to(user.email).length
    for (let i = 0; i < 3; i++) expect((await from(`192.0.2.${i + 1}`).post(url, { email: user.email })).statusCode).toBe(200)
    const limited = await from('192.0.2.50').post(url, { email: user.email.toUpperCase() })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/^We have already sent several emails to this address/)
    await expect.poll(sent, { timeout: 15_000, interval: 50 }).toBe(3)
  })

  it('limits password changes to 5 per user, which also bounds guessing the current password', async () => {
    const user = await t.signIn()
    for (let i = 0; i < 5; i++) {
      const res = await user.api.post('/api/user/update-password', { currentPassword: `guess-${i}`, password: 'lantern-harbor-7', confirmPassword: 'lantern-harbor-7' })
      expect(res.statusCode).toBe(400)
    }
    const limited = await user.api.post('/api/user/update-password', { currentPassword: user.password, password: 'lantern-harbor-7', confirmPassword: 'lantern-harbor-7' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe('Too many password changes. Please wait 15 minutes and try again.')
    // Another user is not affected.
    const other = await t.signIn({ email: `${unique('other')}@example.com` })
    expect((await other.api.post('/api/user/update-password', { currentPassword: other.password, password: 'lantern-harbor-7', confirmPassword: 'lantern-harbor-7' })).statusCode).toBe(200)
  }, 60_000)
})
