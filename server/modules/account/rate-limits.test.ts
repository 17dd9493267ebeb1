import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createUser } from '../../seed/factories/accounts.ts'

// The real limits from the default configuration: 10 failed sign-ins per account, 30 sign-in requests
// and 10 sign-ups or link requests per address, each per 15 minutes.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress })

describe('rate limits on the account endpoints', () => {
  it('locks an account after 10 failed sign-ins, even from many addresses and with the right password', async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { email: user.email, password: `wrong-${i}` }, `198.51.100.${i + 1}`)).statusCode).toBe(401)
    }
    const locked = await post('/api/login', { email: user.email.toUpperCase(), password: user.password }, '198.51.100.99')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-ins for this account. Please wait 15 minutes and try again, or reset your password.',
    })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    // Other accounts are not affected.
    const other = await createUser(t.db)
    expect((await post('/api/login', { email: other.email, password: other.password }, '198.51.100.99')).statusCode).toBe(200)
    // Thirteen scrypt hashes at OWASP's cost: a second each when the machine is busy.
  }, 90_000)

  it('limits sign-in requests from one address to 30', async () => {
    const address = '203.0.113.20'
    for (let i = 0; i < 30; i++) expect((await post('/api/login', { email: 'not-an-email' }, address)).statusCode).toBe(400)
    const limited = await post('/api/login', { email: 'someone@example.com', password: 'whatever' }, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Too many sign-in attempts from your network. Please wait 15 minutes and try again.' })
    expect((await post('/api/login', { email: 'not-an-email' }, '203.0.113.21')).statusCode).toBe(400)
  })

  it.each([
    ['/api/register', 'sign-ups'],
    ['/api/resend-verification', 'requests for links'],
    ['/api/forgot-password', 'requests for links'],
  ])('limits %s to 10 per address', async (url, what) => {
    const address = `203.0.113.${url.length}`
    for (let i = 0; i < 10; i++) expect((await post(url, { email: 'not-an-email' }, address)).statusCode).toBe(400)
    const limited = await post(url, { email: 'someone@example.com' }, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(`Too many ${what} from your network. Please wait 15 minutes and try again.`)
  })
})
