import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createPaidMember, createSession } from '../../seed/factories/accounts.ts'
import { createPlan, createSubscription } from '../../seed/factories/plans.ts'
import { createSubject } from '../../seed/factories/reference.ts'
import { createVacancies, vacancySeed } from '../../seed/factories/vacancies.ts'

const upgrade = { code: 'upgrade_required', title: 'Upgrade Required!', message: 'To access this feature, please purchase or upgrade to a suitable plan.' }

let t: Awaited<ReturnType<typeof createTestApp>>
let subject: string
const people = {} as Record<'visitor' | 'free' | 'otherPlan' | 'paid' | 'admin', ApiClient>

beforeAll(async () => {
  t = await createTestApp()
  subject = (await createSubject(t.db)).slug
  await createVacancies(t.db, Array.from({ length: 22 }, () => vacancySeed({ title: 'Gated Clinical Fellow', subjects: [subject] })))
  const client = async (userId: string) => t.client({ token: await createSession(t.db, userId) })
  people.visitor = t.guest
  people.free = (await t.signIn()).api
  const otherPlan = await t.signIn()
  await createSubscription(t.db, { userId: otherPlan.id, planId: (await createPlan(t.db, { features: ['journal-finder', 'events'] })).id })
  people.otherPlan = otherPlan.api
  people.paid = await client((await createPaidMember(t.db, { features: ['vacancies'] })).id)
  people.admin = (await t.signIn({ role: 'admin' })).api
})
afterAll(() => t.close())

describe('who may use the vacancy list', () => {
  it.each(['visitor', 'free', 'otherPlan'] as const)('gives a %s the first page with any filters', async (who) => {
    const res = await people[who].get(`/api/vacancies?subjects=${subject}&country=canada&state=ontario&qualification=md-ms`)
    expect(res.statusCode).toBe(200)
    // hasMore says there is more, behind the upgrade.
    expect(res.json().data).toMatchObject({ hasMore: true })
    expect(res.json().data.vacancies).toHaveLength(20)
  })

  it.each(['visitor', 'free', 'otherPlan'] as const)('refuses a %s a second page or search text with the upgrade prompt', async (who) => {
    for (const query of [`subjects=${subject}&page=2`, 'search=fellow', 'search=fellow&page=1', 'search=!!!', 'page=2&search=x']) {
      const res = await people[who].get(`/api/vacancies?${query}`)
      expect(res.statusCode, query).toBe(403)
      expect(res.json()).toEqual(upgrade)
    }
  })

  it.each(['paid', 'admin'] as const)('gives a %s every page and search', async (who) => {
    const second = await people[who].get(`/api/vacancies?subjects=${subject}&page=2`)
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toMatchObject({ hasMore: false })
    expect(second.json().data.vacancies).toHaveLength(2)
    const searched = await people[who].get(`/api/vacancies?subjects=${subject}&search=gated fell`)
    expect(searched.statusCode).toBe(200)
    expect(searched.json().data.vacancies).toHaveLength(20)
  })

  it('treats blank search text as no search', async () => {
    expect((await t.guest.get(`/api/vacancies?subjects=${subject}&search=%20%20`)).statusCode).toBe(200)
  })

  it('answers a stale token with 401 so the client clears it, even on the open first page', async () => {
    const res = await t.client({ token: 'not-a-real-session-token-at-all-0123456789abc' }).get('/api/vacancies')
    expect(res.statusCode).toBe(401)
  })

  it('keeps the filter options open to everyone', async () => {
    for (const url of ['/api/vacancies/countries', '/api/vacancies/countries/canada/states', '/api/vacancies/subjects', '/api/vacancies/qualifications']) {
      expect((await t.guest.get(url)).statusCode, url).toBe(200)
    }
  })
})
