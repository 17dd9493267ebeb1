import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClient, createTestApp } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession, createUser } from '../../seed/factories/accounts.ts'
import { createJournal } from '../../seed/factories/journals.ts'
import { createPlan, createSubscription } from '../../seed/factories/plans.ts'
import { unique } from '../../seed/factories/unique.ts'

const tag = unique('zq').split('-')[1]!
const upgrade = { code: 'upgrade_required', title: 'Upgrade Required!', message: 'To access this feature, please purchase or upgrade to a suitable plan.' }
const manuscript = {
  title: 'Transient elastography in fatty liver disease',
  abstract: 'We staged liver fibrosis with elastography in adults with fatty liver disease referred from primary care.',
  keywords: 'cirrhosis, fibrosis',
}

let t: Awaited<ReturnType<typeof createTestApp>>
let people: Record<'visitor' | 'free' | 'paid' | 'otherPlan' | 'lapsed' | 'admin', ApiClient>
beforeAll(async () => {
  t = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0' } })
  const finder = await createPlan(t.db, { features: ['journal-finder'] })
  const other = await createPlan(t.db, { features: ['events'] })
  // A plan without the feature, and one with it that has ended, grant nothing here.
  const otherPlan = await t.signIn()
  await createSubscription(t.db, { userId: otherPlan.id, planId: other.id })
  const lapsed = await t.signIn()
  await createSubscription(t.db, { userId: lapsed.id, planId: finder.id, startDate: new Date(Date.now() - 90 * 864e5), endDate: new Date(Date.now() - 864e5) })
  people = {
    visitor: t.guest,
    free: (await t.signIn()).api,
    paid: t.client({ token: await paidMemberToken(t.db) }),
    otherPlan: otherPlan.api,
    lapsed: lapsed.api,
    admin: (await t.signIn({ role: 'admin' })).api,
  }
  for (let i = 0; i < 22; i++) await createJournal(t.db, { publisher: `Gate Press ${tag}`, title: `Gated Journal ${i} ${tag}` })
})
afterAll(() => t.close())

/** A live session's token for a new member whose plan has the journal finder. */
const paidMemberToken = async (db: typeof t.db) => createSession(db, (await createPaidMember(db, { features: ['journal-finder'] })).id)

describe('who may use the journal finder', () => {
  it.each(['visitor', 'free', 'otherPlan', 'lapsed'] as const)('gives a %s the first page with any filters', async (who) => {
    const res = await people[who].get(`/api/journals?publisher=gate-press-${tag}&openAccess=true&impactFactor=1`)
    expect(res.statusCode).toBe(200)
    // hasMore is true: the page says there is more, behind the upgrade.
    expect(res.json().data).toMatchObject({ hasMore: true })
    expect(res.json().data.journals).toHaveLength(20)
  })

  it.each(['visitor', 'free', 'otherPlan', 'lapsed'] as const)('refuses a %s a second page or search text with the upgrade prompt', async (who) => {
    for (const query of [`publisher=gate-press-${tag}&page=2`, `search=${tag}`, `search=${tag}&page=1`]) {
      const res = await people[who].get(`/api/journals?${query}`)
      expect(res.statusCode, query).toBe(403)
      expect(res.json()).toEqual(upgrade)
    }
  })

  it.each(['paid', 'admin'] as const)('gives a %s every page and search', async (who) => {
    const second = await people[who].get(`/api/journals?publisher=gate-press-${tag}&page=2`)
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toMatchObject({ hasMore: false })
    expect(second.json().data.journals).toHaveLength(2)
    const searched = await people[who].get(`/api/journals?search=gated ${tag}`)
    expect(searched.statusCode).toBe(200)
    expect(searched.json().data.journals).toHaveLength(20)
  })

  it('treats blank search text as no search', async () => {
    expect((await t.guest.get(`/api/journals?search=%20%20&publisher=gate-press-${tag}`)).statusCode).toBe(200)
  })

  it('answers a stale token with 401 so the client clears it, even on the open first page', async () => {
    const res = await t.client({ token: 'not-a-real-session-token-at-all-0123456789abc' }).get('/api/journals')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('checks the plan before the text when paging: a refused member learns nothing more', async () => {
    const res = await people.free.get('/api/journals?page=2&search=x')
    expect(res.statusCode).toBe(403)
  })
})

describe('who may match a manuscript', () => {
  const match = (client: ApiClient, payload: object = manuscript) => client.post('/api/journals/match', payload)

  it('asks a visitor to sign in', async () => {
    const res = await match(t.guest)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'unauthorized', message: 'Please login or register' })
  })

  it.each(['free', 'otherPlan', 'lapsed'] as const)('shows a %s member the upgrade prompt, before reading the text', async (who) => {
    const res = await match(people[who])
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(upgrade)
    // Even a malformed body gets the 403: the plan is checked first.
    expect((await match(people[who], { abstract: 42 })).statusCode).toBe(403)
  })

  it.each(['paid', 'admin'] as const)('matches for a %s', async (who) => {
    const res = await match(people[who])
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it('refuses an expired session', async () => {
    const user = await createUser(t.db)
    const token = await createSession(t.db, user.id, { expiresAt: new Date(Date.now() - 1000) })
    expect((await match(t.client({ token }))).statusCode).toBe(401)
  })
})

describe('remembered access', () => {
  const search = (client: ApiClient) => client.get(`/api/journals?search=${tag}`)
  const logout = (client: ApiClient) => client.post('/api/logout')

  it('applies a plan bought a moment after a refusal at once: refusals are never remembered', async () => {
    const member = await t.signIn()
    expect((await search(member.api)).statusCode).toBe(403)
    const plan = await createPlan(t.db, { features: ['journal-finder'] })
    await createSubscription(t.db, { userId: member.id, planId: plan.id })
    expect((await search(member.api)).statusCode).toBe(200)
  })

  it('forgets a grant at sign-out on the node signed out on, and on other nodes once it runs out', async () => {
    const [node, otherNode] = await Promise.all([
      // Long enough that a busy machine still asks the other node within it.
      createTestApp({ env: { JOURNAL_REFRESH_MS: '0', ACCESS_CACHE_SECONDS: '4' } }),
      createTestApp({ env: { JOURNAL_REFRESH_MS: '0', ACCESS_CACHE_SECONDS: '4' } }),
    ])
    try {
      const token = await paidMemberToken(node.db)
      const here = node.client({ token })
      const elsewhere = otherNode.client({ token })
      expect((await search(here)).statusCode).toBe(200)
      expect((await search(elsewhere)).statusCode).toBe(200)
      expect((await logout(here)).statusCode).toBe(200)
      expect((await search(here)).statusCode).toBe(401)
      expect((await search(elsewhere)).statusCode).toBe(200)
      await vi.waitFor(async () => expect((await search(elsewhere)).statusCode).toBe(401), { timeout: 30_000, interval: 250 })
    } finally {
      await Promise.all([node.close(), otherNode.close()])
    }
    // Two apps built within the test, and a wait of its own.
  }, 60_000)

  it('checks every request when the grant time is 0', async () => {
    const node = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0', ACCESS_CACHE_SECONDS: '0' } })
    try {
      const member = node.client({ token: await paidMemberToken(node.db) })
      expect((await search(member)).statusCode).toBe(200)
      await logout(member)
      expect((await search(member)).statusCode).toBe(401)
    } finally {
      await node.close()
    }
  })
})
