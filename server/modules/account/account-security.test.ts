import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AuthResponse } from '../../../contract/account.ts'
import { useAccountApp } from '../../../tests/setup/account-app.ts'
import { createUser } from '../../seed/factories/accounts.ts'

const account = useAccountApp()
const { post, newEmail, registration } = account

describe('registering an address someone else registered first', () => {
  it("replaces the first registrant's password and spends their link, so only the mailbox owner's password works", async () => {
    const victim = newEmail()
    // The attacker registers the victim's address with a password of their own.
    expect((await post('/api/register', { ...registration(victim), name: 'Attacker', password: 'attacker-pass-1' })).statusCode).toBe(201)
    const attackersLink = account.t.mail.token(victim, 'verify-email')
    // The owner signs up later, unaware; the sign-up is accepted, not refused as taken.
    const ownSignUp = await post('/api/register', { ...registration(victim), password: 'owners-own-pass-2' })
    expect(ownSignUp.statusCode).toBe(201)
    expect((await post(`/api/verify-email/${attackersLink}`)).json()).toMatchObject({ code: 'token_used' })

    const verified = await post(`/api/verify-email/${account.t.mail.token(victim, 'verify-email')}`)
    expect(verified.statusCode).toBe(200)
    expect(v.parse(AuthResponse, verified.json()).data.user.name).toBe('Dr. Asha Verma')
    expect((await post('/api/login', { email: victim, password: 'attacker-pass-1' })).statusCode).toBe(401)
    expect((await post('/api/login', { email: victim, password: 'owners-own-pass-2' })).statusCode).toBe(200)
    const activity = await account.t.db
      .selectFrom('activities')
      .innerJoin('users', 'users.id', 'activities.user_id')
      .select('text')
      .where('users.email', '=', victim)
      .execute()
    expect(activity.map((a) => a.text)).toEqual(['You created your account', 'You verified your email address'])
  }, 60_000)

  it('still refuses a sign-up for a verified address', async () => {
    const user = await createUser(account.t.db)
    const res = await post('/api/register', registration(user.email))
    expect(res.statusCode).toBe(409)
    expect((await post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(200)
  }, 30_000)
})

describe('choosing a password', () => {
  const longEnough = (email: string) => ({ ...registration(email), password: 'abc1234' })

  it('needs at least 8 characters, with the field message', async () => {
    const res = await post('/api/register', longEnough(newEmail()))
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters long' }])
  })

  it.each(['password1', 'iloveyou1', 'Qwertyuiop', '12345678'])('refuses a common password such as %s everywhere one is chosen', async (common) => {
    const email = newEmail()
    const signUp = await post('/api/register', { ...registration(email), password: common })
    expect(signUp.statusCode).toBe(400)
    expect(signUp.json().issues).toEqual([{ path: 'password', message: 'This password is one of the most common. Please choose one that is harder to guess.' }])
    expect(await account.t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()

    const member = await account.t.signIn()
    const change = await member.api.post('/api/user/update-password', { currentPassword: member.password, password: common, confirmPassword: common })
    expect(change.json().issues?.[0]?.path).toBe('password')
    expect((await post('/api/login', { email: member.email, password: member.password })).statusCode).toBe(200)

    await post('/api/forgot-password', { email: member.email })
    const reset = await post(`/api/reset-password/${account.t.mail.token(member.email, 'reset-password')}`, { password: common, confirmPassword: common })
    expect(reset.statusCode).toBe(400)
    expect(reset.json().issues?.[0]?.path).toBe('password')
  }, 60_000)

  it('keeps signing in an account whose password predates the 8-character rule', async () => {
    const user = await createUser(account.t.db, { password: 'short6' })
    expect((await post('/api/login', { email: user.email, password: 'short6' })).statusCode).toBe(200)
  }, 30_000)
})

describe('answers that carry a session token', () => {
  it('are never stored by a browser or a shared cache', async () => {
    const user = await createUser(account.t.db)
    const login = await post('/api/login', { email: user.email, password: user.password })
    expect(login.headers['cache-control']).toBe('no-store')

    const email = newEmail()
    await post('/api/register', registration(email))
    const verified = await post(`/api/verify-email/${account.t.mail.token(email, 'verify-email')}`)
    expect(verified.statusCode).toBe(200)
    expect(verified.headers['cache-control']).toBe('no-store')

    await post('/api/forgot-password', { email })
    const reset = await post(`/api/reset-password/${account.t.mail.token(email, 'reset-password')}`, { password: 'new-harbor-77', confirmPassword: 'new-harbor-77' })
    expect(reset.statusCode).toBe(200)
    expect(reset.headers['cache-control']).toBe('no-store')
  }, 60_000)
})
