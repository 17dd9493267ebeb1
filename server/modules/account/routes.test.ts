import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ActivitiesResponse, AuthResponse, ProfileResponse, RegisterResponse } from '../../../contract/account.ts'
import { ErrorBody, messages } from '../../../contract/common.ts'
import { useAccountApp } from '../../../tests/setup/account-app.ts'
import { bearer } from '../../../tests/setup/api-users.ts'
import { createUser } from '../../seed/factories/accounts.ts'

const account = useAccountApp()
const { post, get, newEmail, registration } = account
const usersWith = async (email: string) => (await account.t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length

describe('the account journey', () => {
  it('registers, verifies by mail, signs in, changes and resets the password', async () => {
    const email = newEmail()

    // Sign-up answers the popup's title and text and mails a verification link.
    const registered = await post('/api/register', { ...registration(email.toUpperCase()), subjectIds: account.ids.subjectIds.map(String) })
    expect(registered.statusCode).toBe(201)
    const { data: popup } = v.parse(RegisterResponse, registered.json())
    expect(popup.title).toBe('Check your email')
    expect(popup.text).toContain(email)
    const [verifyMail] = account.t.mail.to(email)
    expect(verifyMail?.subject).toMatch(/Verify your email/)
    expect(verifyMail?.text).toContain('Scholar Hub')
    expect(verifyMail?.html).toContain('http://localhost:3000/verify-email?token=')

    // Not verified yet: the right password still does not sign in, and says why.
    const early = await post('/api/login', { email, password: 'first-pass-1' })
    expect(early.statusCode).toBe(403)
    expect(early.json()).toMatchObject({ code: 'email_not_verified', message: expect.stringMatching(/verify your email.*new link/i) })

    // Following the link verifies and signs in.
    const verifyToken = account.t.mail.token(email, 'verify-email')
    const verified = await post(`/api/verify-email/${verifyToken}`)
    expect(verified.statusCode).toBe(200)
    const auth = v.parse(AuthResponse, verified.json())
    expect(auth.message).toMatch(/verified/)
    expect(auth.data.user).toMatchObject({ email, name: 'Dr. Asha Verma', role: 'user', image: null, subscription: null, isAccessible: false })
    expect(auth.data.user.subjects.sort()).toEqual([...account.ids.subjectIds].sort())
    const firstSession = bearer(auth.data.token)
    const welcome = await get('/api/notifications/unread-count', firstSession)
    expect(welcome.json()).toEqual({ data: { unreadCount: 1 } })

    // The link works once.
    const again = await post(`/api/verify-email/${verifyToken}`)
    expect(again.statusCode).toBe(410)
    expect(again.json()).toMatchObject({ code: 'token_used' })

    const profile = v.parse(ProfileResponse, (await get('/api/user/get', firstSession)).json()).data
    expect(profile).toMatchObject({ email, qualification: { id: account.ids.qualificationId }, profession: { id: account.ids.professionId } })

    // A second device signs in; then the first changes the password.
    const login = await post('/api/login', { email, password: 'first-pass-1' })
    expect(login.statusCode).toBe(200)
    const secondSession = bearer(v.parse(AuthResponse, login.json()).data.token)
    const changed = await post('/api/user/update-password', { currentPassword: 'first-pass-1', password: 'second-pass-2', confirmPassword: 'second-pass-2' }, firstSession)
    expect(changed.statusCode).toBe(200)
    expect(changed.json().message).toMatch(/changed/)
    expect((await get('/api/user/get', firstSession)).statusCode).toBe(200)
    expect((await get('/api/user/get', secondSession)).statusCode).toBe(401)
    expect((await post('/api/login', { email, password: 'first-pass-1' })).statusCode).toBe(401)

    // Logout ends the session for good.
    expect((await post('/api/logout', undefined, firstSession)).statusCode).toBe(200)
    const afterLogout = await get('/api/user/get', firstSession)
    expect(afterLogout.statusCode).toBe(401)
    expect(afterLogout.json()).toMatchObject({ code: 'unauthorized' })

    const third = v.parse(AuthResponse, (await post('/api/login', { email, password: 'second-pass-2' })).json()).data.token

    // Forgot: a reset link by mail; resetting ends every session and the new password works.
    const forgot = await post('/api/forgot-password', { email })
    expect(forgot.statusCode).toBe(200)
    const resetToken = account.t.mail.token(email, 'reset-password')
    expect(account.t.mail.to(email).at(-1)?.subject).toMatch(/Reset your Scholar Hub password/)
    const mismatch = await post(`/api/reset-password/${resetToken}`, { password: 'third-pass-3', confirmPassword: 'third-pass-x' })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().issues).toEqual([{ path: 'confirmPassword', message: messages.passwordMatch }])
    const reset = await post(`/api/reset-password/${resetToken}`, { password: 'third-pass-3', confirmPassword: 'third-pass-3' })
    expect(reset.statusCode).toBe(200)
    expect(reset.json().message).toMatch(/reset/)
    expect((await get('/api/user/get', bearer(third))).statusCode).toBe(401)
    expect((await post('/api/login', { email, password: 'second-pass-2' })).statusCode).toBe(401)
    const final = await post('/api/login', { email, password: 'third-pass-3' })
    expect(final.statusCode).toBe(200)
    const reused = await post(`/api/reset-password/${resetToken}`, { password: 'fourth-pass', confirmPassword: 'fourth-pass' })
    expect(reused.statusCode).toBe(410)
    expect(reused.json()).toMatchObject({ code: 'token_used' })

    // Every step is in the activity list, newest first.
    const token = v.parse(AuthResponse, final.json()).data.token
    const activities = v.parse(ActivitiesResponse, (await get('/api/user/activities', bearer(token))).json()).data
    expect(activities.map((a) => a.text)).toEqual([
      'You reset your password with an email link',
      'You changed your password',
      'You verified your email address',
      'You created your account',
    ])
  })
})

describe('POST /api/register', () => {
  it('refuses an email that already has an account, in any case, with a 409', async () => {
    const user = await createUser(account.t.db)
    const res = await post('/api/register', registration(user.email.toUpperCase()))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'email_taken', message: expect.stringMatching(/already exists/) })
    expect(await usersWith(user.email)).toBe(1)
  })

  it.each([
    ['nothing at all', { name: undefined, email: undefined, password: undefined, qualificationId: undefined, professionId: undefined, subjectIds: undefined }, ['name', 'email', 'password', 'qualificationId', 'professionId', 'subjectIds']],
    ['empty fields', { name: ' ', email: '', password: '', qualificationId: '', professionId: '', subjectIds: [] }, ['name', 'email', 'password', 'qualificationId', 'professionId', 'subjectIds']],
    ['a bad email', { email: 'not-an-email' }, ['email']],
    ['a short password', { password: '12345' }, ['password']],
    ['a name with a NUL byte', { name: 'Asha\u0000' }, ['name']],
    ['a huge name', { name: 'x'.repeat(500) }, ['name']],
    ['an id that is not a number', { qualificationId: "1 OR 1=1" }, ['qualificationId']],
    ['an object for an id', { professionId: { $gt: 0 } }, ['professionId']],
    ['too many subjects', { subjectIds: Array.from({ length: 21 }, (_, i) => i + 1) }, ['subjectIds']],
    ['a number too large for the database', { qualificationId: 1e300 }, ['qualificationId']],
  ])('answers %s with 400 and field issues, writing nothing', async (_label, override, paths) => {
    const email = newEmail()
    const res = await post('/api/register', { ...registration(email), ...override })
    expect(res.statusCode).toBe(400)
    const body = v.parse(ErrorBody, res.json())
    expect(body.code).toBe('validation')
    expect(new Set(body.issues?.map((i) => i.path))).toEqual(new Set(paths))
    expect(await usersWith(email)).toBe(0)
    expect(account.t.mail.to(email)).toEqual([])
  })

  it("uses the forms' shared messages", async () => {
    const res = await post('/api/register', { name: '', email: 'nope', password: '123', qualificationId: '', professionId: '', subjectIds: ['1'] })
    const byPath = Object.fromEntries(v.parse(ErrorBody, res.json()).issues!.map((i) => [i.path, i.message]))
    expect(byPath).toEqual({
      name: messages.required,
      email: messages.email,
      password: messages.passwordLength,
      qualificationId: messages.required,
      professionId: messages.required,
    })
  })

  it('refuses account.ids that name no qualification, profession or subject', async () => {
    const email = newEmail()
    const res = await post('/api/register', { ...registration(email), qualificationId: 999_999, professionId: 999_998, subjectIds: [account.ids.subjectIds[0], 999_997] })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['qualificationId', 'professionId', 'subjectIds'])
    expect(await usersWith(email)).toBe(0)
  })

  it('answers a body that is not JSON, or not an object, with a 4xx JSON error', async () => {
    for (const payload of ['[1,2,3]', '"text"', 'null', '{"name":']) {
      const res = await account.t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json()).toHaveProperty('code')
    }
  })

  it('stores the name as text, and mails it escaped', async () => {
    const email = newEmail()
    const res = await post('/api/register', { ...registration(email), name: '<img src=x onerror=alert(1)>' })
    expect(res.statusCode).toBe(201)
    const mail = account.t.mail.to(email)[0]!
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('POST /api/login', () => {
  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const user = await createUser(account.t.db)
    const wrong = await post('/api/login', { email: user.email, password: 'not-the-password' })
    const unknown = await post('/api/login', { email: newEmail(), password: 'not-the-password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json()).toEqual({ message: 'Wrong email or password', code: 'invalid_credentials' })
  })

  it('signs in whatever the case of the email, and answers the profile', async () => {
    const user = await createUser(account.t.db, { name: 'Dr. Case' })
    const res = await post('/api/login', { email: `  ${user.email.toUpperCase()} `, password: user.password })
    expect(res.statusCode).toBe(200)
    const { data } = v.parse(AuthResponse, res.json())
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(data.user).toMatchObject({ id: user.id, name: 'Dr. Case', email: user.email })
  })

  it('never stores the token itself', async () => {
    const user = await createUser(account.t.db)
    const { data } = v.parse(AuthResponse, (await post('/api/login', { email: user.email, password: user.password })).json())
    const rows = await account.t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(data.token)
    expect(rows[0]!.token_hash.byteLength).toBe(32)
  })

  it.each([
    [{}, ['email', 'password']],
    [{ email: 'x@example.com' }, ['password']],
    [{ email: 'nope', password: 'x' }, ['email']],
    [{ email: ['a@b.co'], password: 'x' }, ['email']],
    [{ email: 'a@b.co', password: 'x'.repeat(10_000) }, ['password']],
  ])('refuses %j with field issues', async (payload, paths) => {
    const res = await post('/api/login', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(paths)
  })
})
