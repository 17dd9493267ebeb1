import { generate } from 'otplib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthResponse, LoginResponse } from '../../../contract/account.ts'
import { ProfileResponse } from '../../../contract/account.ts'
import { RecoveryCodesResponse, TwoStepSetupResponse, TwoStepSignInResponse, TwoStepStatusResponse } from '../../../contract/two-step.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { loadConfig } from '../../config.ts'
import { DEMO_ADMIN_EMAIL, demoAdminExempt } from '../../seed/demo-accounts.ts'
import { createTwoStep, STAFF_GRACE_MS } from '../../core/auth/two-step.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Member = Awaited<ReturnType<typeof t.signIn>>

/** The app's code for the step `steps` away from now: -1 the last one, 1 the next. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

/** Turns two-step on through the API with the previous step's code, so the current and next steps are still unused. */
async function enable(member: Member) {
  const setup = await member.api.post('/api/user/two-step/setup')
  expect(setup.statusCode, setup.body).toBe(200)
  const secret = v.parse(TwoStepSetupResponse, setup.json()).data.secret.replace(/ /g, '')
  const confirmed = await member.api.post('/api/user/two-step/confirm', { code: await codeAt(secret, -1) })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { secret, recoveryCodes: v.parse(RecoveryCodesResponse, confirmed.json()).data.recoveryCodes }
}

const login = (member: { email: string; password: string }, remoteAddress?: string) =>
  t.client({ remoteAddress }).post('/api/login', { email: member.email, password: member.password })

/**
 * A ticket as a right password gets one. Made directly: a real sign-in costs a password hash, and the tests that
 * sign in through POST /api/login check that it answers with one.
 */
const ticketFor = async (member: { id: string }) =>
  (await createTwoStep({ db: t.db, config: { staffTwoStep: true } }).issueTicket(member.id)).ticket

async function ticketBySignIn(member: { email: string; password: string }) {
  const res = await login(member)
  expect(res.statusCode, res.body).toBe(200)
  const data = v.parse(LoginResponse, res.json()).data
  if (!('twoStep' in data)) throw new Error('expected a two-step ticket')
  return data.twoStep.ticket
}

const secondStep = (body: object) => t.guest.post('/api/login/two-step', body)
const sessionCount = async (userId: string) =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  )
const auditOf = (userId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'area', 'record_type', 'record_id', 'actor_id', 'actor_role', 'address', 'after'])
    .where('actor_id', '=', userId)
    .orderBy('id')
    .execute()

describe('setting up two-step sign-in (/api/user/two-step)', () => {
  it('gives a secret, an otpauth URI and a QR code, turns on only with a right code, and shows ten recovery codes once', async () => {
    const member = await t.signIn()
    const setup = await member.api.post('/api/user/two-step/setup')
    expect(setup.headers['cache-control']).toContain('no-store')
    const { uri, secret, qrCode } = v.parse(TwoStepSetupResponse, setup.json()).data
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    expect(uri).toMatch(/^otpauth:\/\/totp\/Scholar%20Hub:/)
    expect(uri).toContain(`secret=${secret.replace(/ /g, '')}`)
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    // Pending: not on until confirmed.
    expect(v.parse(TwoStepStatusResponse, (await member.api.get('/api/user/two-step')).json()).data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 })

    const wrong = await member.api.post('/api/user/two-step/confirm', {
      code: (Number(await codeAt(secret.replace(/ /g, ''))) ^ 1).toString().padStart(6, '0'),
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues).toEqual([{ path: 'code', message: 'That code is not right. Enter the newest code from your app.' }])

    const right = await member.api.post('/api/user/two-step/confirm', { code: await codeAt(secret.replace(/ /g, '')) })
    expect(right.statusCode, right.body).toBe(200)
    const codes = v.parse(RecoveryCodesResponse, right.json()).data.recoveryCodes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
    // Only hashes are kept, and the secret is never sent again.
    const stored = await t.db.selectFrom('two_step_recovery_codes').select('code_hash').where('user_id', '=', member.id).execute()
    expect(stored.map((r) => r.code_hash.toString('hex'))).not.toContain(codes[0])
    const status = await member.api.get('/api/user/two-step')
    expect(status.body).not.toContain(secret.replace(/ /g, ''))
    expect(v.parse(TwoStepStatusResponse, status.json()).data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, requiredFrom: null })
    expect(v.parse(ProfileResponse, (await member.api.get('/api/user/get')).json()).data.twoStep).toEqual({ enabled: true, requiredFrom: null })

    // Set-up again is refused while it is on: the secret cannot be swapped without turning it off.
    expect((await member.api.post('/api/user/two-step/setup')).statusCode).toBe(409)
    expect((await member.api.post('/api/user/two-step/confirm', { code: await codeAt(secret.replace(/ /g, ''), 1) })).statusCode).toBe(409)
  })

  it('refuses confirming with nothing set up, and malformed codes with a field message', async () => {
    const member = await t.signIn()
    expect((await member.api.post('/api/user/two-step/confirm', { code: '123456' })).json()).toMatchObject({ code: 'two_step_not_started' })
    await member.api.post('/api/user/two-step/setup')
    for (const code of ['', '12345', '1234567', '12a456', 'x'.repeat(500), 123456, null]) {
      const res = await member.api.post('/api/user/two-step/confirm', { code })
      expect(res.statusCode, String(code)).toBe(400)
      expect(res.json().issues[0].path).toBe('code')
    }
    expect((await member.api.post('/api/user/two-step/confirm', {})).json().issues[0]).toEqual({ path: 'code', message: 'Field required' })
    expect(await t.db.selectFrom('two_step').select('enabled_at').where('user_id', '=', member.id).executeTakeFirst()).toEqual({ enabled_at: null })
  })

  it('allows ten set-ups a quarter of an hour to one account', async () => {
    const member = await t.signIn()
    for (let i = 0; i < 10; i++) expect((await member.api.post('/api/user/two-step/setup')).statusCode).toBe(200)
    const limited = await member.api.post('/api/user/two-step/setup')
    expect(limited.statusCode).toBe(429)
    // Another account is not held back by it.
    expect((await (await t.signIn()).api.post('/api/user/two-step/setup')).statusCode).toBe(200)
  })

  it('is for signed-in people only', async () => {
    expect((await t.guest.get('/api/user/two-step')).statusCode).toBe(401)
    expect((await t.guest.post('/api/user/two-step/setup')).statusCode).toBe(401)
    expect((await t.guest.post('/api/user/two-step/confirm', { code: '123456' })).statusCode).toBe(401)
    expect((await t.guest.post('/api/user/two-step/recovery-codes', { code: '123456' })).statusCode).toBe(401)
    expect((await t.guest.post('/api/user/two-step/disable', { password: 'x', code: '123456' })).statusCode).toBe(401)
  })

  it('makes new recovery codes only for a current, unused code; the old ones stop working', async () => {
    const member = await t.signIn()
    const { secret, recoveryCodes } = await enable(member)
    expect((await member.api.post('/api/user/two-step/recovery-codes', { code: await codeAt(secret, -1) })).statusCode).toBe(400) // already used
    const res = await member.api.post('/api/user/two-step/recovery-codes', { code: await codeAt(secret) })
    expect(res.statusCode, res.body).toBe(200)
    const fresh = v.parse(RecoveryCodesResponse, res.json()).data.recoveryCodes
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(recoveryCodes[0])
    const ticket = await ticketFor(member)
    expect((await secondStep({ ticket, recoveryCode: recoveryCodes[0] })).statusCode).toBe(400)
    expect((await secondStep({ ticket, recoveryCode: fresh[0] })).statusCode).toBe(200)
    // Refused when it is off.
    const other = await t.signIn()
    expect((await other.api.post('/api/user/two-step/recovery-codes', { code: '123456' })).statusCode).toBe(409)
  })

  it('turns off with the password and a code or a recovery code, never with one of them alone', async () => {
    const member = await t.signIn()
    const { secret, recoveryCodes } = await enable(member)
    const wrongPassword = await member.api.post('/api/user/two-step/disable', { password: 'not-my-password', code: await codeAt(secret) })
    expect(wrongPassword.json().issues).toEqual([{ path: 'password', message: 'Your password is wrong' }])
    expect((await member.api.post('/api/user/two-step/disable', { password: member.password })).json().issues[0].path).toBe('code')
    const both = await member.api.post('/api/user/two-step/disable', { password: member.password, code: '123456', recoveryCode: recoveryCodes[0] })
    expect(both.json().issues[0]).toEqual({ path: 'code', message: 'Enter the code from your authenticator app, or a recovery code' })
    const wrongCode = await member.api.post('/api/user/two-step/disable', { password: member.password, recoveryCode: 'aaaa-aaaa-aaaa' })
    expect(wrongCode.json().issues).toEqual([{ path: 'recoveryCode', message: 'That recovery code is not right, or it has been used' }])
    expect(v.parse(TwoStepStatusResponse, (await member.api.get('/api/user/two-step')).json()).data.enabled).toBe(true)

    const off = await member.api.post('/api/user/two-step/disable', { password: member.password, recoveryCode: recoveryCodes[3]!.toUpperCase() })
    expect(off.statusCode, off.body).toBe(200)
    expect(await t.db.selectFrom('two_step_recovery_codes').select('id').where('user_id', '=', member.id).execute()).toEqual([])
    expect(v.parse(ProfileResponse, (await member.api.get('/api/user/get')).json()).data.twoStep).toEqual({ enabled: false, requiredFrom: null })
    expect(await t.db.selectFrom('two_step_tickets').select('user_id').where('user_id', '=', member.id).execute()).toEqual([])
    expect((await member.api.post('/api/user/two-step/disable', { password: member.password, code: '123456' })).statusCode).toBe(409)
  })
})

describe('signing in with two-step (POST /api/login, POST /api/login/two-step)', () => {
  it('answers a right password with a ticket and no session, then opens the session for a code, once', async () => {
    const member = await t.signIn()
    const { secret } = await enable(member)
    const before = await sessionCount(member.id)
    const res = await login(member)
    expect(res.headers['cache-control']).toContain('no-store')
    const data = v.parse(LoginResponse, res.json()).data
    expect(data).not.toHaveProperty('token')
    if (!('twoStep' in data)) throw new Error('expected a ticket')
    expect(new Date(data.twoStep.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    expect(await sessionCount(member.id)).toBe(before)
    // Only the hash of the ticket is stored.
    expect(res.body).not.toContain(
      (await t.db.selectFrom('two_step_tickets').select('token_hash').where('user_id', '=', member.id).executeTakeFirstOrThrow()).token_hash.toString(
        'base64url',
      ),
    )

    const code = await codeAt(secret)
    const signedIn = await secondStep({ ticket: data.twoStep.ticket, code: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const session = v.parse(TwoStepSignInResponse, signedIn.json()).data
    expect(session.user).toMatchObject({ id: member.id, twoStep: { enabled: true } })
    expect((await t.client({ token: session.token }).get('/api/user/get')).statusCode).toBe(200)
    expect(await sessionCount(member.id)).toBe(before + 1)

    // The ticket is spent, and the code was used: neither works again.
    expect((await secondStep({ ticket: data.twoStep.ticket, code: await codeAt(secret, 1) })).json()).toMatchObject({ code: 'two_step_ticket_invalid' })
    const replay = await secondStep({ ticket: await ticketBySignIn(member), code })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().issues[0].path).toBe('code')
  })

  it('signs in with a recovery code, which is then spent, and says how many are left', async () => {
    const member = await t.signIn()
    const { recoveryCodes } = await enable(member)
    const res = await secondStep({ ticket: await ticketFor(member), recoveryCode: recoveryCodes[0]!.replace(/-/g, ' ') })
    expect(res.statusCode, res.body).toBe(200)
    const reply = v.parse(TwoStepSignInResponse, res.json())
    expect(reply.data.recoveryCodesLeft).toBe(9)
    expect(reply.message).toBe('You have 9 recovery codes left.')
    const again = await secondStep({ ticket: await ticketFor(member), recoveryCode: recoveryCodes[0] })
    expect(again.json().issues).toEqual([{ path: 'recoveryCode', message: 'That recovery code is not right, or it has been used' }])
  })

  it('refuses expired, unknown and malformed tickets, and a ticket with another account’s code', async () => {
    const [alice, bob] = [await t.signIn(), await t.signIn()]
    const aliceKeys = await enable(alice)
    await enable(bob)
    const bobTicket = await ticketFor(bob)
    // Bob's ticket with Alice's code: checked against Bob's secret, so wrong.
    expect((await secondStep({ ticket: bobTicket, code: await codeAt(aliceKeys.secret) })).statusCode).toBe(400)

    const expired = await ticketFor(alice)
    await t.db
      .updateTable('two_step_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', alice.id)
      .execute()
    expect((await secondStep({ ticket: expired, code: await codeAt(aliceKeys.secret) })).statusCode).toBe(401)
    expect((await secondStep({ ticket: 'A'.repeat(43), code: '123456' })).json()).toMatchObject({ code: 'two_step_ticket_invalid' })
    for (const body of [
      {},
      { ticket: '' },
      { ticket: 'x'.repeat(101), code: '123456' },
      { ticket: bobTicket },
      { ticket: bobTicket, code: '12 34' },
      { ticket: 7, code: '123456' },
    ]) {
      const res = await secondStep(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(['ticket', 'code']).toContain(res.json().issues[0].path)
    }
    expect((await secondStep({ ticket: bobTicket, recoveryCode: 'no' })).json().issues[0].path).toBe('recoveryCode')
  })

  it('counts wrong codes against the same lockout as wrong passwords: the 11th try is refused and so is the password', async () => {
    const member = await t.signIn()
    const { secret } = await enable(member)
    const ticket = await ticketFor(member)
    const right = await codeAt(secret)
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 10; i++) expect((await secondStep({ ticket, code: wrong(i) })).statusCode).toBe(400)
    const locked = await secondStep({ ticket, code: right })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBeDefined()
    expect((await login(member)).statusCode).toBe(429)
  })

  it('keeps the answer of an account without two-step: a session at once', async () => {
    const member = await t.signIn()
    const data = v.parse(AuthResponse, (await login(member)).json()).data
    expect(data.user.twoStep).toEqual({ enabled: false, requiredFrom: null })
  })
})

describe('staff and two-step sign-in (STAFF_TWO_STEP)', () => {
  const makeOld = (userId: string, days: number) =>
    t.db
      .updateTable('users')
      .set({ role_changed_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where('id', '=', userId)
      .execute()

  it('lets a new staff member into the admin area for 7 days, then refuses it until two-step is on', async () => {
    const editor = await t.signIn({ role: 'editor' })
    // Within the grace period the admin area is open as the role allows.
    expect((await editor.api.get('/api/admin/vacancies')).statusCode).toBe(200)
    const profile = v.parse(ProfileResponse, (await editor.api.get('/api/user/get')).json()).data
    expect(new Date(profile.twoStep.requiredFrom!).getTime()).toBeGreaterThan(Date.now() + STAFF_GRACE_MS - 60_000)

    await makeOld(editor.id, 8)
    const refused = await editor.api.get('/api/admin/vacancies')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'two_step_required', message: expect.stringContaining('two-step sign-in') })
    // The refusal is recorded as every 403 on an admin route is.
    expect((await auditOf(editor.id)).at(-1)).toMatchObject({ area: 'admin', action: 'denied' })

    // The set-up endpoints are outside the admin area and stay open; once on, the admin area opens.
    await enable(editor)
    expect((await editor.api.get('/api/admin/vacancies')).statusCode).toBe(200)
  })

  it('counts the days from the last role change, kept by the database', async () => {
    const member = await t.signIn()
    await makeOld(member.id, 30)
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', member.id).execute()
    const row = await t.db.selectFrom('users').select('role_changed_at').where('id', '=', member.id).executeTakeFirstOrThrow()
    expect(Date.now() - row.role_changed_at.getTime()).toBeLessThan(60_000)
    // A change that leaves the role as it was does not restart the days.
    await makeOld(member.id, 30)
    await t.db.updateTable('users').set({ role: 'moderator', name: 'Renamed' }).where('id', '=', member.id).execute()
    expect(
      Date.now() - (await t.db.selectFrom('users').select('role_changed_at').where('id', '=', member.id).executeTakeFirstOrThrow()).role_changed_at.getTime(),
    ).toBeGreaterThan(29 * 86_400_000)
  })

  it('asks nothing of members, nor of staff when STAFF_TWO_STEP is off, and exempts the demo admin only while DEMO_DATA is on', async () => {
    const roleChangedAt = new Date(Date.now() - 30 * 86_400_000)
    const staff = { email: 'someone@example.com', permissions: ['content.edit' as const], roleChangedAt }
    const demoAdmin = { ...staff, email: DEMO_ADMIN_EMAIL }
    const with_ = (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: 'test', ...env })
      return createTwoStep({ db: t.db, config, exempt: demoAdminExempt(config) })
    }
    expect(with_({}).requiredFrom(staff)?.getTime()).toBe(roleChangedAt.getTime() + STAFF_GRACE_MS)
    expect(with_({}).requiredFrom({ ...staff, permissions: [] })).toBeNull()
    expect(with_({ STAFF_TWO_STEP: 'false' }).requiredFrom(staff)).toBeNull()
    expect(with_({ DEMO_DATA: 'true' }).requiredFrom(demoAdmin)).toBeNull()
    expect(with_({ DEMO_DATA: 'false' }).requiredFrom(demoAdmin)).not.toBeNull()
    expect(() => loadConfig({ STAFF_TWO_STEP: 'maybe' })).toThrow('STAFF_TWO_STEP: must be true or false')
  })

  it('lets staff in with STAFF_TWO_STEP off', async () => {
    const relaxed = await createTestApp({ env: { STAFF_TWO_STEP: 'false' } })
    try {
      const editor = await relaxed.signIn({ role: 'editor' })
      await makeOld(editor.id, 30)
      expect((await editor.api.get('/api/admin/vacancies')).statusCode).toBe(200)
    } finally {
      await relaxed.close()
    }
  })
})

describe('staff sign-ins in the audit log', () => {
  it('records a staff member’s sign-in and failed sign-ins (password and code) with their address, never a member’s', async () => {
    const admin = await t.signIn({ role: 'admin' })
    await login({ email: admin.email, password: 'not-the-password' }, '203.0.113.7')
    expect((await login(admin, '203.0.113.7')).statusCode).toBe(200)
    const { secret } = await enable(admin)
    const ticket = await ticketBySignIn(admin)
    expect((await secondStep({ ticket, code: String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0') })).statusCode).toBe(400)
    expect((await secondStep({ ticket, code: await codeAt(secret) })).statusCode).toBe(200)

    const entries = await auditOf(admin.id)
    const base = { area: 'account', record_type: 'user', record_id: admin.id, actor_id: admin.id, actor_role: 'Admin' }
    expect(entries).toEqual([
      { ...base, action: 'sign-in-failed', address: '203.0.113.7', after: { step: 'password' } },
      { ...base, action: 'sign-in', address: '203.0.113.7', after: { step: 'password' } },
      { ...base, action: 'sign-in-failed', address: '127.0.0.1', after: { step: 'code' } },
      { ...base, action: 'sign-in', address: '127.0.0.1', after: { step: 'code' } },
    ])
    // Nothing secret in the log.
    expect(JSON.stringify(entries)).not.toContain(ticket)

    const member = await t.signIn()
    expect((await login({ email: member.email, password: 'not-the-password' })).statusCode).toBe(401)
    expect(await auditOf(member.id)).toEqual([])
  })
})
