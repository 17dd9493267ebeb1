import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ProfileResponse } from '../../../contract/account.ts'
import { ActiveSubscriptionResponse, FeatureCheckResponse, PlansResponse, SubscriptionsResponse, featureSlugs } from '../../../contract/plans.ts'
import { type ApiClient, createTestApp } from '../../../tests/setup/api-app.ts'
import { createPlan, createSubscription } from '../../seed/factories/plans.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const canUse = async (slug: string, client: ApiClient = t.guest) => {
  const res = await client.get(`/api/subscriptions/check-feature/${slug}`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('private, no-store')
  return v.parse(FeatureCheckResponse, res.json()).data.isAccessible
}
const day = 24 * 60 * 60 * 1000

describe('GET /api/plans', () => {
  it('lists the free tier first, then paid plans in INR paise, with feature titles', async () => {
    const res = await t.guest.get('/api/plans')
    expect(res.statusCode).toBe(200)
    const plans = v.parse(PlansResponse, res.json()).data
    expect(plans[0]).toEqual({
      id: expect.any(Number),
      slug: 'access-for-free',
      title: 'Access For Free',
      description: 'Free',
      duration: 'Free forever',
      durationMonths: null,
      price: 0,
      currency: 'INR',
      features: ['Research Community', 'Templates'],
      featureSlugs: ['research-community', 'templates'],
      isFree: true,
    })
    const paid = plans.filter((p) => p.slug.startsWith('scholar-'))
    expect(paid.map((p) => [p.title, p.duration, p.price, p.isFree])).toEqual([
      ['Scholar Basic', '3 months', 99_900, false],
      ['Scholar Plus', '6 months', 179_900, false],
      ['Scholar Pro', '1 year', 299_900, false],
    ])
    expect(paid[2]!.featureSlugs).toEqual([...featureSlugs])
  })
})

describe('subscriptions and feature access', () => {
  it('gives guests the free features only, without asking them to sign in', async () => {
    expect(await canUse('templates')).toBe(true)
    expect(await canUse('research-community')).toBe(true)
    expect(await canUse('journal-finder')).toBe(false)
    expect(await canUse('connect-to-expert')).toBe(false)
  })

  it('refuses an unknown feature, and a stale token even where signing in is optional', async () => {
    const unknown = await t.guest.get('/api/subscriptions/check-feature/teleportation')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'validation', issues: [{ path: 'featureSlug', message: 'Unknown feature' }] })
    expect((await t.client({ token: 'A'.repeat(43) }).get('/api/subscriptions/check-feature/templates')).statusCode).toBe(401)
  })

  it('gives a member with an active plan its features, and shows it on the profile', async () => {
    const plan = await createPlan(t.db, { title: 'Journals Only', description: 'Focused', features: ['journal-finder'], durationMonths: 3 })
    const user = await t.signIn()
    await createSubscription(t.db, { userId: user.id, planId: plan.id, durationMonths: 3 })

    expect(await canUse('journal-finder', user.api)).toBe(true)
    expect(await canUse('templates', user.api)).toBe(true)
    expect(await canUse('vacancies', user.api)).toBe(false)

    const active = v.parse(ActiveSubscriptionResponse, (await user.api.get('/api/subscriptions/active')).json()).data
    expect(active).toMatchObject({ planId: plan.id, planTitle: 'Journals Only', planDescription: 'Focused', status: 'active' })
    const profile = v.parse(ProfileResponse, (await user.api.get('/api/user/get')).json()).data
    expect(profile.isAccessible).toBe(true)
    expect(profile.subscription).toMatchObject({ planId: plan.id })
  })

  it('reads a subscription past its end date as expired, granting nothing', async () => {
    const plan = await createPlan(t.db, { features: ['vacancies'] })
    const user = await t.signIn()
    await createSubscription(t.db, { userId: user.id, planId: plan.id, startDate: new Date(Date.now() - 200 * day), endDate: new Date(Date.now() - day) })

    expect(await canUse('vacancies', user.api)).toBe(false)
    expect(v.parse(ActiveSubscriptionResponse, (await user.api.get('/api/subscriptions/active')).json()).data).toBeNull()
    const list = v.parse(SubscriptionsResponse, (await user.api.get('/api/subscriptions')).json()).data
    expect(list).toEqual([expect.objectContaining({ planTitle: plan.title, status: 'expired' })])
    const profile = v.parse(ProfileResponse, (await user.api.get('/api/user/get')).json()).data
    expect(profile).toMatchObject({ isAccessible: false, subscription: null })
  })

  it('lists a member’s subscriptions newest first with the fields the subscriptions table shows', async () => {
    const basic = await createPlan(t.db, { title: 'Old Plan', description: 'Earlier' })
    const plus = await createPlan(t.db, { title: 'New Plan', description: 'Current' })
    const user = await t.signIn()
    await createSubscription(t.db, { userId: user.id, planId: basic.id, status: 'canceled', startDate: new Date(Date.now() - 60 * day), endDate: new Date(Date.now() + 30 * day) })
    await createSubscription(t.db, { userId: user.id, planId: plus.id })

    const list = v.parse(SubscriptionsResponse, (await user.api.get('/api/subscriptions')).json()).data
    expect(list.map((s) => [s.planTitle, s.planDescription, s.status])).toEqual([
      ['New Plan', 'Current', 'active'],
      ['Old Plan', 'Earlier', 'canceled'],
    ])
    expect(new Date(list[0]!.startDate).getTime()).toBeLessThan(new Date(list[0]!.endDate).getTime())
    // Someone else sees none of it.
    const other = await t.signIn()
    expect(v.parse(SubscriptionsResponse, (await other.api.get('/api/subscriptions')).json()).data).toEqual([])
  })

  it('allows at most one active subscription per member', async () => {
    const plan = await createPlan(t.db)
    const user = await t.signIn()
    await createSubscription(t.db, { userId: user.id, planId: plan.id })
    await expect(createSubscription(t.db, { userId: user.id, planId: plan.id })).rejects.toThrow(/subscriptions_one_active_idx/)
  })
})
