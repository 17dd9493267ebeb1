import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminPaymentListResponse, AdminPlanListResponse, AdminPlanResponse, planMessages, type AdminPlan } from '../../../contract/admin-plans.ts'
import { FeatureCheckResponse, PlansResponse } from '../../../contract/plans.ts'
import { expectAdminOnly } from '../../../tests/setup/admin-only.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { createSession, createUser } from '../../seed/factories/accounts.ts'
import { createSubscription } from '../../seed/factories/plans.ts'
import { unique } from '../../seed/factories/unique.ts'

// The test database is shared with every other file: a plan made here is paid, or retired when free, so it
// never grants anything to people other files sign in, and it is never named like the seeded Scholar plans.

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn({ role: 'admin' })).api
})
afterAll(() => t.close())

/** Letters only, so a search for it finds this plan and no other. */
const tag = () => unique('plan').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)

const form = (overrides: Record<string, unknown> = {}) => ({
  title: `Department Access ${tag()}`,
  description: 'For departments',
  durationMonths: 12,
  price: 249_900,
  currency: 'INR',
  featureSlugs: ['vacancies', 'journal-finder'],
  position: 7,
  status: 'offered',
  ...overrides,
})

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/plans', form(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return v.parse(AdminPlanResponse, res.json()).data
}

const read = async (id: number) => v.parse(AdminPlanResponse, (await admin.get(`/api/admin/plans/${id}`)).json()).data
const publicPlans = async () => v.parse(PlansResponse, (await t.guest.get('/api/plans')).json()).data
/** Plans whose `column` is `value`: a value only the asking test uses, since other files write plans meanwhile. */
const countWith = async (column: 'title' | 'description', value: string) =>
  Number((await t.db.selectFrom('plans').select((eb) => eb.fn.countAll().as('n')).where(column, '=', value).executeTakeFirstOrThrow()).n)
const canUse = async (api: ApiClient, feature: string) => v.parse(FeatureCheckResponse, (await api.get(`/api/subscriptions/check-feature/${feature}`)).json()).data.isAccessible

/** A member holding the plan, signed in. */
async function holderOf(plan: AdminPlan) {
  const member = await createUser(t.db, { verified: true })
  await createSubscription(t.db, { userId: member.id, planId: plan.id, durationMonths: plan.durationMonths ?? 1 })
  return t.client({ token: await createSession(t.db, member.id) })
}

describe('who may manage plans and see payments', () => {
  const calls = [
    ['GET', '/api/admin/plans'],
    ['POST', '/api/admin/plans'],
    ['GET', '/api/admin/plans/1'],
    ['PATCH', '/api/admin/plans/1'],
    ['DELETE', '/api/admin/plans/1'],
    ['GET', '/api/admin/payments'],
  ] as const

  it('refuses a visitor with 401 and anyone but an admin with 403, writing nothing', async () => {
    const existing = await create()
    await expectAdminOnly(t, calls.map(([method, url]) => [method, url.replace('/1', `/${existing.id}`)] as const), form({ title: existing.title, price: 1 }))
    expect(await countWith('title', existing.title)).toBe(1)
    expect(await read(existing.id)).toEqual(existing)
  })
})

describe('Plan Management', () => {
  it('creates a plan that the plans page offers at once, at its price and with its features', async () => {
    const plan = await create({ featureSlugs: ['journal-finder', 'vacancies', 'journal-finder'] })
    expect(plan).toEqual({
      id: expect.any(Number),
      slug: expect.stringMatching(/^department-access-[a-z-]+-[a-z0-9]{8}$/),
      title: plan.title,
      description: 'For departments',
      durationMonths: 12,
      price: 249_900,
      currency: 'INR',
      featureSlugs: ['journal-finder', 'vacancies'],
      position: 7,
      status: 'offered',
      activeSubscriptions: 0,
      capturedPayments: 0,
    })
    expect((await publicPlans()).find((p) => p.id === plan.id)).toMatchObject({
      title: plan.title,
      duration: '1 year',
      price: 249_900,
      features: ['Journal Finder', 'Vacancies'],
      isFree: false,
    })
    const member = t.client({ token: (await t.signIn()).token })
    expect((await member.post('/api/paypal/order/create', { planId: plan.id })).statusCode).not.toBe(400)
  })

  it('edits only the fields sent, and a new price reaches the plans page at once', async () => {
    const plan = await create()
    const res = await admin.patch(`/api/admin/plans/${plan.id}`, { price: 299_900, currency: 'USD' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Plan updated.' })
    expect(await read(plan.id)).toEqual({ ...plan, price: 299_900, currency: 'USD' })
    expect((await publicPlans()).find((p) => p.id === plan.id)).toMatchObject({ price: 299_900, currency: 'USD' })
  })

  it('takes a feature out of a plan for its members at once, even one they were just let through for', async () => {
    const plan = await create({ featureSlugs: ['vacancies', 'events'] })
    const member = await holderOf(plan)
    // A search is a paid use of the list: the grant for it is remembered for a few seconds.
    expect((await member.get('/api/vacancies?search=cardiology')).statusCode).toBe(200)
    const res = await admin.patch(`/api/admin/plans/${plan.id}`, { featureSlugs: ['events'] })
    expect(res.statusCode, res.body).toBe(200)
    expect((await member.get('/api/vacancies?search=cardiology')).statusCode).toBe(403)
    expect(await canUse(member, 'vacancies')).toBe(false)
    expect(await canUse(member, 'events')).toBe(true)
  })

  it('retires a plan: it leaves the plans page and cannot be bought, while its members keep what it grants', async () => {
    const plan = await create({ featureSlugs: ['events'] })
    const member = await holderOf(plan)
    const res = await admin.patch(`/api/admin/plans/${plan.id}`, { status: 'retired' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await publicPlans()).map((p) => p.id)).not.toContain(plan.id)
    const buyer = (await t.signIn()).api
    expect((await buyer.post('/api/paypal/order/create', { planId: plan.id })).statusCode).toBe(400)
    expect(await t.db.selectFrom('payment_orders').select('id').where('plan_id', '=', plan.id).execute()).toEqual([])
    expect(await canUse(member, 'events')).toBe(true)
    expect((await read(plan.id)).activeSubscriptions).toBe(1)
  })

  it('keeps a free plan free forever, and a retired free plan grants nobody anything', async () => {
    const plan = await create({ price: 0, durationMonths: null, featureSlugs: ['connect-to-expert'], status: 'retired' })
    expect(plan).toMatchObject({ price: 0, durationMonths: null, status: 'retired' })
    expect(await canUse(t.guest, 'connect-to-expert')).toBe(false)
  })

  it('deletes a plan nobody has bought, and then knows it no more', async () => {
    const plan = await create()
    const res = await admin.delete(`/api/admin/plans/${plan.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: null, message: 'Plan deleted.' })
    expect(await countWith('title', plan.title)).toBe(0)
    expect(await t.db.selectFrom('plan_features').select('feature').where('plan_id', '=', plan.id).execute()).toEqual([])
    expect((await admin.get(`/api/admin/plans/${plan.id}`)).statusCode).toBe(404)
    expect((await admin.patch(`/api/admin/plans/${plan.id}`, { title: 'Back' })).statusCode).toBe(404)
    expect((await admin.delete(`/api/admin/plans/${plan.id}`)).statusCode).toBe(404)
  })

  it('refuses to delete a plan someone has bought or begun to buy, changing nothing', async () => {
    const subscribed = await create()
    await holderOf(subscribed)
    const ordered = await create()
    const buyer = await createUser(t.db, { verified: true })
    await t.db.insertInto('payment_orders').values({ user_id: buyer.id, plan_id: ordered.id, amount_minor: ordered.price, currency: ordered.currency }).execute()
    for (const plan of [subscribed, ordered]) {
      const before = await read(plan.id)
      const res = await admin.delete(`/api/admin/plans/${plan.id}`)
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toMatchObject({ code: 'plan_in_use', message: planMessages.inUse })
      expect(await read(plan.id)).toEqual(before)
    }
  })

  it('lists every plan in the plans page order, searching title and badge in any case', async () => {
    const word = tag()
    const first = await create({ title: `Alpha ${word}`, position: 1, status: 'retired' })
    const second = await create({ title: 'Beta plan', description: `Badge ${word.toUpperCase()}`, position: 2 })
    await create({ title: 'Gamma plan', position: 3 })
    const res = await admin.get(`/api/admin/plans?search=${word}`)
    expect(res.statusCode).toBe(200)
    const { plans, hasMore } = v.parse(AdminPlanListResponse, res.json()).data
    expect(plans.map((p) => p.id)).toEqual([first.id, second.id])
    expect(hasMore).toBe(false)
  })

  it('counts the members on a plan now and the payments PayPal completed for it', async () => {
    const plan = await create()
    await holderOf(plan)
    const lapsed = await createUser(t.db, { verified: true })
    await createSubscription(t.db, { userId: lapsed.id, planId: plan.id, startDate: new Date(Date.now() - 90 * 86_400_000), endDate: new Date(Date.now() - 86_400_000) })
    await t.db
      .insertInto('payment_orders')
      .values([
        { user_id: lapsed.id, plan_id: plan.id, amount_minor: plan.price, currency: plan.currency, status: 'captured', capture_id: unique('CAP').toUpperCase() },
        { user_id: lapsed.id, plan_id: plan.id, amount_minor: plan.price, currency: plan.currency, status: 'failed', failure: 'INSTRUMENT_DECLINED' },
      ])
      .execute()
    expect(await read(plan.id)).toMatchObject({ activeSubscriptions: 1, capturedPayments: 1 })
  })
})

describe('bad input to Plan Management', () => {
  it.each([
    ['no title', { title: '' }, 'title'],
    ['a title of 5,000 characters', { title: 'x'.repeat(5000) }, 'title'],
    ['a title with a control character', { title: 'Plus\u0007' }, 'title'],
    ['a badge of 500 characters', { description: 'x'.repeat(500) }, 'description'],
    ['no price', { price: undefined }, 'price'],
    ['a price as text', { price: '1499.00' }, 'price'],
    ['a negative price', { price: -100 }, 'price'],
    ['a price in fractions of a paisa', { price: 1499.5 }, 'price'],
    ['a price of 10^12', { price: 1e12 }, 'price'],
    ['a paid plan that never ends', { durationMonths: null }, 'durationMonths'],
    ['a free plan that ends', { price: 0, durationMonths: 6, status: 'retired' }, 'durationMonths'],
    ['a duration of 0 months', { durationMonths: 0 }, 'durationMonths'],
    ['a duration of 11 years', { durationMonths: 132 }, 'durationMonths'],
    ['a duration of 1.5 months', { durationMonths: 1.5 }, 'durationMonths'],
    ['a currency PayPal does not take', { currency: 'XYZ' }, 'currency'],
    ['a currency in lower case', { currency: 'inr' }, 'currency'],
    ['no features', { featureSlugs: [] }, 'featureSlugs'],
    ['a feature of another kind', { featureSlugs: ['free-lunch'] }, 'featureSlugs.0'],
    ['10,000 features', { featureSlugs: Array.from({ length: 10_000 }, () => 'free-lunch') }, 'featureSlugs.0'],
    ['features as text', { featureSlugs: 'vacancies' }, 'featureSlugs'],
    ['a negative position', { position: -1 }, 'position'],
    ['a status of another kind', { status: 'archived' }, 'status'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, overrides, path) => {
    // Some rows send a title anyone may use (none, or the same 5,000 letters): a badge of this test's own marks what
    // it would have written, or the form's own title where the row sends the badge.
    const badge = unique('Refused')
    const sent = form({ description: badge, ...overrides })
    const res = await admin.post('/api/admin/plans', sent)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation', issues: expect.arrayContaining([expect.objectContaining({ path })]) })
    expect(await (sent.description === badge ? countWith('description', badge) : countWith('title', sent.title))).toBe(0)
  })

  it('names every field at fault at once, the duration a paid plan lacks among them', async () => {
    const res = await admin.post('/api/admin/plans', form({ title: '', featureSlugs: [], durationMonths: null }))
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['title', 'featureSlugs', 'durationMonths'])
  })

  it('refuses a body that is a list with a 400', async () => {
    expect((await admin.post('/api/admin/plans', [])).statusCode).toBe(400)
  })

  it('refuses an edit that breaks a rule on the plan as it would be, changing nothing', async () => {
    const plan = await create()
    for (const patch of [{ price: 0 }, { durationMonths: null }, { featureSlugs: [] }, { currency: 'XYZ' }, { title: '   ' }]) {
      const res = await admin.patch(`/api/admin/plans/${plan.id}`, patch)
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation' })
    }
    expect(await read(plan.id)).toEqual(plan)
  })

  it.each(['abc', '-1', '0', '1.5', '99999999999999999999'])('answers the plan id %j with a 400', async (id) => {
    expect((await admin.get(`/api/admin/plans/${id}`)).statusCode).toBe(400)
    expect((await admin.patch(`/api/admin/plans/${id}`, { title: 'x' })).statusCode).toBe(400)
    expect((await admin.delete(`/api/admin/plans/${id}`)).statusCode).toBe(400)
  })

  it.each([
    ['page -1', 'page=-1'],
    ['page 10^9', 'page=1000000000'],
    ['a search of 5,000 characters', `search=${'x'.repeat(5000)}`],
    ['a search with a control character', 'search=%00'],
  ])('answers the plan and payment lists with %s with a 400', async (_name, query) => {
    expect((await admin.get(`/api/admin/plans?${query}`)).statusCode).toBe(400)
    expect((await admin.get(`/api/admin/payments?${query}`)).statusCode).toBe(400)
  })
})

describe('payments', () => {
  it('lists payments newest first, found by the member’s email or PayPal’s order or capture id', async () => {
    const plan = await create()
    const email = `${tag()}@example.org`
    const member = await createUser(t.db, { email, name: 'Asha Rao', verified: true })
    const orderId = unique('ORDER').replace(/-/g, '').toUpperCase()
    const captureId = unique('CAPTURE').replace(/-/g, '').toUpperCase()
    await t.db
      .insertInto('payment_orders')
      .values({ user_id: member.id, plan_id: plan.id, amount_minor: plan.price, currency: plan.currency, paypal_order_id: `${orderId}A`, status: 'failed', failure: 'INSTRUMENT_DECLINED', created_at: new Date(Date.now() - 60_000) })
      .execute()
    await t.db
      .insertInto('payment_orders')
      .values({ user_id: member.id, plan_id: plan.id, amount_minor: plan.price, currency: plan.currency, paypal_order_id: `${orderId}B`, status: 'captured', capture_id: captureId })
      .execute()

    const byEmail = v.parse(AdminPaymentListResponse, (await admin.get(`/api/admin/payments?search=${encodeURIComponent(email.toUpperCase())}`)).json()).data
    expect(byEmail.payments).toEqual([
      expect.objectContaining({ member: { name: 'Asha Rao', email }, planTitle: plan.title, amount: plan.price, currency: 'INR', status: 'captured', paypalOrderId: `${orderId}B`, captureId, failure: null }),
      expect.objectContaining({ status: 'failed', paypalOrderId: `${orderId}A`, captureId: null, failure: 'INSTRUMENT_DECLINED' }),
    ])
    const byCapture = v.parse(AdminPaymentListResponse, (await admin.get(`/api/admin/payments?search=${captureId.toLowerCase()}`)).json()).data
    expect(byCapture.payments.map((p) => p.paypalOrderId)).toEqual([`${orderId}B`])
    const byOrder = v.parse(AdminPaymentListResponse, (await admin.get(`/api/admin/payments?search=${orderId}A`)).json()).data
    expect(byOrder.payments.map((p) => p.status)).toEqual(['failed'])
  })

  it('keeps to the days of each payment’s last change, whole UTC days, both ends included', async () => {
    const plan = await create()
    const member = await createUser(t.db, { email: `${tag()}@example.org`, verified: true })
    const order = (ref: string, status: 'captured' | 'failed', updatedAt: string) =>
      t.db
        .insertInto('payment_orders')
        .values({ user_id: member.id, plan_id: plan.id, amount_minor: plan.price, currency: plan.currency, paypal_order_id: ref, status, capture_id: status === 'captured' ? `${ref}C` : null, created_at: new Date('2026-03-01T09:00:00Z'), updated_at: new Date(updatedAt) })
        .execute()
    const ref = unique('DAYS').replace(/-/g, '').toUpperCase()
    await order(`${ref}LATE`, 'captured', '2026-03-01T23:59:59Z')
    await order(`${ref}NEXT`, 'captured', '2026-03-02T00:00:00Z')
    await order(`${ref}FAIL`, 'failed', '2026-03-02T12:00:00Z')
    const refs = async (query: string) =>
      v.parse(AdminPaymentListResponse, (await admin.get(`/api/admin/payments?search=${encodeURIComponent(member.email)}&${query}`)).json()).data.payments.map((p) => p.paypalOrderId)
    expect(await refs('to=2026-03-01')).toEqual([`${ref}LATE`])
    expect(await refs('from=2026-03-02&status=captured')).toEqual([`${ref}NEXT`])
    expect((await refs('from=2026-03-01&to=2026-03-02')).sort()).toEqual([`${ref}FAIL`, `${ref}LATE`, `${ref}NEXT`])
    expect(await refs('from=2026-03-03')).toEqual([])
  })

  it.each([
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ["from=2026-03-01'%3B%20DROP%20TABLE%20payment_orders%3B--", 'from'],
  ])('answers the payments list with %s with a 400 naming the field', async (query, field) => {
    const res = await admin.get(`/api/admin/payments?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
  })
})
