import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AuthResponse } from '../../contract/account.ts'
import { ExpertListResponse } from '../../contract/experts.ts'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { startBanner } from '../banner.ts'
import { loadConfig } from '../config.ts'
import { createUser } from './factories/accounts.ts'
import { unique } from './factories/unique.ts'
import { issueEmailToken } from '../core/auth/tokens.ts'
import { ensureAdmin } from './admin.ts'
import { demoSignIns } from './demo-accounts.ts'
import { seedDatabase } from './seed.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })

describe('demo accounts (DEMO_DATA)', () => {
  it('adds an admin, a paid member, a free member, an expert and an editor, a moderator and a support person once, each able to sign in', async () => {
    expect(await seedDatabase(t.db, t.storage, { demoData: true })).toEqual(['demo accounts', 'demo staff', 'demo journals', 'demo vacancies', 'demo events', 'demo experts', 'demo community'])
    expect(await seedDatabase(t.db, t.storage, { demoData: true })).toEqual([])

    const signIns = await demoSignIns(t.db)
    expect(signIns.map((s) => s.label)).toEqual(['admin', 'member with a paid plan', 'free member', 'expert', 'editor', 'moderator', 'support'])
    expect(signIns[0]!.password).toMatch(/^[A-Za-z0-9_-]{12}$/)
    const users = []
    for (const s of signIns) {
      const res = await login(s.email, s.password)
      expect(res.statusCode, s.label).toBe(200)
      users.push(v.parse(AuthResponse, res.json()).data.user)
    }
    const [admin, member, free, expert, editor, moderator, support] = users
    expect([editor, moderator, support].map((u) => u!.roleName)).toEqual(['Editor', 'Moderator', 'Support'])
    expect(moderator!.permissions).toEqual(['community.moderate', 'chats.answer'])
    expect(admin!.role).toBe('admin')
    expect(member).toMatchObject({ role: 'user', isAccessible: true, subscription: { planTitle: 'Scholar Plus', status: 'active' } })
    expect(free).toMatchObject({ role: 'user', isAccessible: false, subscription: null })
    expect(expert!.role).toBe('expert')
    expect(expert!.subjects.length).toBe(3)
    // In the directory, so a member can connect to them: labelled as demo data, and never shown as verified.
    const found = v.parse(ExpertListResponse, (await t.guest.get('/api/subject-experts?search=Anil%20Sharma')).json()).data.experts
    const card = found.find((e) => e.id === expert!.id)
    expect(card).toMatchObject({ name: 'Prof. Anil Sharma', verified: false, demo: true })
    expect(card!.bio).not.toMatch(/demo profile/i)

    // Printed at start for someone trying the product; never by a production server, even with DEMO_DATA=true.
    const banner = (env: Record<string, string>) => startBanner(loadConfig(env), { db: t.db, embedded: true })
    expect(await banner({})).toContain(`${signIns[0]!.email} / ${signIns[0]!.password}`)
    const production = await banner({ NODE_ENV: 'production', DEMO_DATA: 'true' })
    expect(production).toMatch(/^Scholar Hub is ready on/)
    for (const s of signIns) expect(production).not.toContain(s.password)
    // A production operator on the embedded database is told what it keeps; nobody else needs the line.
    expect(production).toContain('Embedded database: each write is synced to disk before it is acknowledged')
    expect(await banner({})).not.toContain('Embedded database:')
  })
})

describe('the first admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('is created verified with the given password, and left alone on the next start', async () => {
    const admin = { email: `${unique('admin')}@example.com`, password: 'admin-pass-123' }
    expect(await ensureAdmin(t.db, admin)).toBe('created')
    expect(await ensureAdmin(t.db, admin)).toBe('unchanged')
    const res = await login(admin.email, admin.password)
    expect(res.statusCode).toBe(200)
    expect(v.parse(AuthResponse, res.json()).data.user.role).toBe('admin')
  })

  it('promotes a verified account, which keeps its own password', async () => {
    const user = await createUser(t.db)
    expect(await ensureAdmin(t.db, { email: user.email, password: 'something-else' })).toBe('promoted')
    const res = await login(user.email, user.password)
    expect(res.statusCode).toBe(200)
    expect(v.parse(AuthResponse, res.json()).data.user.role).toBe('admin')
    expect((await login(user.email, 'something-else')).statusCode).toBe(401)
  })

  it('gives an unverified account ADMIN_PASSWORD, so whoever registered the address first cannot sign in as admin', async () => {
    const squatter = await createUser(t.db, { verified: false, password: 'squatter-pass-1' })
    const link = await issueEmailToken(t.db, squatter.id, 'verify-email')
    expect(await ensureAdmin(t.db, { email: squatter.email, password: 'real-admin-pass-9' })).toBe('promoted')
    expect((await login(squatter.email, 'squatter-pass-1')).statusCode).toBe(401)
    // The link the squatter was sent is spent, so it cannot sign them in either.
    expect((await t.app.inject({ method: 'POST', url: `/api/verify-email/${link}` })).statusCode).toBe(410)
    const res = await login(squatter.email, 'real-admin-pass-9')
    expect(res.statusCode).toBe(200)
    expect(v.parse(AuthResponse, res.json()).data.user.role).toBe('admin')
  })
})
