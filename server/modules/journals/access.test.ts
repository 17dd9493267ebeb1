import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { bearer, signedInUser } from '../../../tests/setup/api-users.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
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
const people: Record<'free' | 'paid' | 'otherPlan' | 'lapsed' | 'admin', Record<string, string>> = { free: {}, paid: {}, otherPlan: {}, lapsed: {}, admin: {} }
beforeAll(async () => {
  t = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0' } })
  const finder = await createPlan(t.db, { features: ['journal-finder'] })
  const other = await createPlan(t.db, { features: ['events'] })
  people.free = (await signedInUser(t.db)).headers
  people.paid = (await paidMember(t.db)).headers
  // A plan without the feature, and one with it that has ended, grant nothing here.
  const otherPlan = await signedInUser(t.db)
  await createSubscription(t.db, { userId: otherPlan.id, planId: other.id })
  people.otherPlan = otherPlan.headers
  const lapsed = await signedInUser(t.db)
  await createSubscription(t.db, { userId: lapsed.id, planId: finder.id, startDate: new Date(Date.now() - 90 * 864e5), endDate: new Date(Date.now() - 864e5) })
  people.lapsed = lapsed.headers
  people.admin = (await signedInUser(t.db, { role: 'admin' })).headers
  for (let i = 0; i < 22; i++) await createJournal(t.db, { publisher: `Gate Press ${tag}`, title: `Gated Journal ${i} ${tag}` })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

/** A member whose plan has the journal finder, signed in. */
const paidMember = async (db: typeof t.db) => {
  const member = await createPaidMember(db, { features: ['journal-finder'] })
  return { ...member, headers: bearer(await createSession(db, member.id)) }
}

describe('who may use the journal finder', () => {
  it.each(['visitor', 'free', 'otherPlan', 'lapsed'] as const)('gives a %s the first page with any filters', async (who) => {
    const res = await get(`/api/journals?publisher=gate-press-${tag}&openAccess=true&impactFactor=1`, who === 'visitor' ? {} : people[who])
    expect(res.statusCode).toBe(200)
    // hasMore is true: the page says there is more, behind the upgrade.
    expect(res.json().data).toMatchObject({ hasMore: true })
    expect(res.json().data.journals).toHaveLength(20)
  })

  it.each(['visitor', 'free', 'otherPlan', 'lapsed'] as const)('refuses a %s a second page or search text with the upgrade prompt', async (who) => {
    const headers = who === 'visitor' ? {} : people[who]
    for (const query of [`publisher=gate-press-${tag}&page=2`, `search=${tag}`, `search=${tag}&page=1`]) {
      const res = await get(`/api/journals?${query}`, headers)
      expect(res.statusCode, query).toBe(403)
      expect(res.json()).toEqual(upgrade)
    }
  })

  it.each(['paid', 'admin'] as const)('gives a %s every page and search', async (who) => {
    const second = await get(`/api/journals?publisher=gate-press-${tag}&page=2`, people[who])
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toMatchObject({ hasMore: false })
    expect(second.json().data.journals).toHaveLength(2)
    const searched = await get(`/api/journals?search=gated ${tag}`, people[who])
    expect(searched.statusCode).toBe(200)
    expect(searched.json().data.journals).toHaveLength(20)
  })

  it('treats blank search text as no search', async () => {
    expect((await get(`/api/journals?search=%20%20&publisher=gate-press-${tag}`)).statusCode).toBe(200)
  })

  it('answers a stale token with 401 so the client clears it, even on the open first page', async () => {
    const res = await get('/api/journals', bearer('not-a-real-session-token-at-all-0123456789abc'))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('checks the plan before the text when paging: a refused member learns nothing more', async () => {
    const res = await get('/api/journals?page=2&search=x', people.free)
    expect(res.statusCode).toBe(403)
  })
})

describe('who may match a manuscript', () => {
  const match = (headers: Record<string, string>, payload: unknown = manuscript) => t.app.inject({ method: 'POST', url: '/api/journals/match', headers, payload: payload as object })

  it('asks a visitor to sign in', async () => {
    const res = await match({})
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
    const user = await signedInUser(t.db)
    const token = await createSession(t.db, user.id, { expiresAt: new Date(Date.now() - 1000) })
    expect((await match(bearer(token))).statusCode).toBe(401)
  })
})

describe('remembered access', () => {
  const search = (app: typeof t.app, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/journals?search=${tag}`, headers })
  const logout = (app: typeof t.app, headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/logout', headers })

  it('applies a plan bought a moment after a refusal at once: refusals are never remembered', async () => {
    const member = await signedInUser(t.db)
    expect((await search(t.app, member.headers)).statusCode).toBe(403)
    const plan = await createPlan(t.db, { features: ['journal-finder'] })
    await createSubscription(t.db, { userId: member.id, planId: plan.id })
    expect((await search(t.app, member.headers)).statusCode).toBe(200)
  })

  it('forgets a grant at sign-out on the node signed out on, and on other nodes once it runs out', async () => {
    const [node, otherNode] = await Promise.all([
      createTestApp({ env: { JOURNAL_REFRESH_MS: '0', ACCESS_CACHE_SECONDS: '1' } }),
      createTestApp({ env: { JOURNAL_REFRESH_MS: '0', ACCESS_CACHE_SECONDS: '1' } }),
    ])
    try {
      const member = await paidMember(node.db)
      expect((await search(node.app, member.headers)).statusCode).toBe(200)
      expect((await search(otherNode.app, member.headers)).statusCode).toBe(200)
      expect((await logout(node.app, member.headers)).statusCode).toBe(200)
      expect((await search(node.app, member.headers)).statusCode).toBe(401)
      expect((await search(otherNode.app, member.headers)).statusCode).toBe(200)
      await new Promise((r) => setTimeout(r, 1100))
      expect((await search(otherNode.app, member.headers)).statusCode).toBe(401)
    } finally {
      await Promise.all([node.close(), otherNode.close()])
    }
  })

  it('checks every request when the grant time is 0', async () => {
    const node = await createTestApp({ env: { JOURNAL_REFRESH_MS: '0', ACCESS_CACHE_SECONDS: '0' } })
    try {
      const member = await paidMember(node.db)
      expect((await search(node.app, member.headers)).statusCode).toBe(200)
      await logout(node.app, member.headers)
      expect((await search(node.app, member.headers)).statusCode).toBe(401)
    } finally {
      await node.close()
    }
  })
})
