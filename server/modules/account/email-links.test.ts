import { describe, expect, it } from 'vitest'
import { messages } from '../../../contract/common.ts'
import { useAccountApp } from '../../../tests/setup/account-app.ts'
import { createUser } from '../../seed/factories/accounts.ts'

const account = useAccountApp()
const { post, newEmail, registration } = account


describe('email links', () => {
  it('answers a made-up, malformed or expired link so the page can offer a new one', async () => {
    const invalid = await post(`/api/verify-email/${'A'.repeat(43)}`)
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({ code: 'token_invalid', message: expect.stringMatching(/not valid.*new one/) })
    for (const token of ['short', "x' OR '1'='1", '%00', 'A'.repeat(200)]) {
      const res = await post(`/api/verify-email/${encodeURIComponent(token)}`)
      expect(res.statusCode, token).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, token).toBeLessThan(500)
      expect(res.json()).toHaveProperty('code')
    }

    const email = newEmail()
    await post('/api/register', registration(email))
    const token = account.t.mail.token(email, 'verify-email')
    await account.t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .execute()
    const expired = await post(`/api/verify-email/${token}`)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({ code: 'token_expired', message: expect.stringMatching(/expired/) })

    // A new link works where the old one has expired.
    expect((await post('/api/resend-verification', { email })).statusCode).toBe(200)
    const fresh = account.t.mail.token(email, 'verify-email')
    expect(fresh).not.toBe(token)
    expect((await post(`/api/verify-email/${fresh}`)).statusCode).toBe(200)
  })

  it('keeps a reset link and a verification link apart', async () => {
    const email = newEmail()
    await post('/api/register', registration(email))
    const verifyToken = account.t.mail.token(email, 'verify-email')
    const res = await post(`/api/reset-password/${verifyToken}`, { password: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'token_invalid' })
  })

  it('verifies the address of an account whose password was reset by mail', async () => {
    const email = newEmail()
    await post('/api/register', registration(email))
    await post('/api/forgot-password', { email })
    const reset = await post(`/api/reset-password/${account.t.mail.token(email, 'reset-password')}`, { password: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(reset.statusCode).toBe(200)
    expect((await post('/api/login', { email, password: 'new-pass-1' })).statusCode).toBe(200)
  })

  it('answers resend and forgot the same whether or not the account exists, mailing only real ones', async () => {
    const verified = await createUser(account.t.db)
    const pending = newEmail()
    await post('/api/register', registration(pending))
    const nobody = newEmail()

    const answers = await Promise.all([
      post('/api/resend-verification', { email: nobody }),
      post('/api/resend-verification', { email: pending }),
      post('/api/resend-verification', { email: verified.email }),
    ])
    for (const res of answers) expect(res.statusCode).toBe(200)
    expect(new Set(answers.map((r) => r.body)).size).toBe(1)
    expect(account.t.mail.to(nobody)).toHaveLength(0)
    expect(account.t.mail.to(pending)).toHaveLength(2)
    expect(account.t.mail.to(verified.email)).toHaveLength(0)

    const forgot = await Promise.all([post('/api/forgot-password', { email: nobody }), post('/api/forgot-password', { email: verified.email })])
    expect(forgot[0]!.statusCode).toBe(200)
    expect(forgot[0]!.body).toBe(forgot[1]!.body)
    expect(account.t.mail.to(nobody)).toHaveLength(0)
    expect(account.t.mail.to(verified.email)).toHaveLength(1)
  })

  it('refuses a bad email on resend and forgot with field issues', async () => {
    for (const url of ['/api/resend-verification', '/api/forgot-password']) {
      const res = await post(url, { email: 'nope' })
      expect(res.statusCode).toBe(400)
      expect(res.json().issues).toEqual([{ path: 'email', message: messages.email }])
    }
  })

  it('refuses a weak or mismatched new password without spending the link', async () => {
    const user = await createUser(account.t.db)
    await post('/api/forgot-password', { email: user.email })
    const token = account.t.mail.token(user.email, 'reset-password')
    const short = await post(`/api/reset-password/${token}`, { password: '123', confirmPassword: '123' })
    expect(short.statusCode).toBe(400)
    expect(short.json().issues).toEqual([{ path: 'password', message: messages.passwordLength }])
    expect((await post(`/api/reset-password/${token}`, {})).json().issues.map((i: { path: string }) => i.path)).toEqual(['password', 'confirmPassword'])
    expect((await post(`/api/reset-password/${token}`, { password: 'good-pass-1', confirmPassword: 'good-pass-1' })).statusCode).toBe(200)
  })
})
