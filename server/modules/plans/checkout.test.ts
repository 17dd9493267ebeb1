import Fastify, { type FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CaptureOrderResponse, CreateOrderResponse, PayPalSettingsResponse } from '../../../contract/plans-checkout.ts'
import { FeatureCheckResponse } from '../../../contract/plans.ts'
import { createTestApp, type ApiClient } from '../../../tests/setup/api-app.ts'
import { startPayPalSandbox, type TestPayPalSandbox } from '../../../tests/setup/paypal-sandbox.ts'
import { createPaymentOrder, createPlan } from '../../seed/factories/plans.ts'
import { createCheckoutRepository } from './checkout-repository.ts'
import { createPayPalClient } from './paypal-client.ts'

// Buying a plan through the product's routes, against the PayPal sandbox on its own port: the same HTTP the
// product speaks to PayPal. The sandbox's webhooks reach the app through a small relay, since the app under
// test is driven through inject and listens nowhere.

let t: Awaited<ReturnType<typeof createTestApp>>
let sandbox: TestPayPalSandbox
let relay: FastifyInstance
const webhookAnswers: { event: string; status: number }[] = []
let plan: Awaited<ReturnType<typeof createPlan>>

beforeAll(async () => {
  relay = Fastify()
  relay.post('/webhook', async (request, reply) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.startsWith('paypal-') || name === 'content-type')) as Record<string, string>
    const res = await t.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers, payload: request.body as object })
    webhookAnswers.push({ event: (request.body as { event_type: string }).event_type, status: res.statusCode })
    return reply.code(res.statusCode).send(res.body)
  })
  const relayUrl = await relay.listen({ port: 0, host: '127.0.0.1' })
  sandbox = await startPayPalSandbox({ webhookUrl: `${relayUrl}/webhook` })
  t = await createTestApp({
    env: { PAYPAL_CLIENT_ID: sandbox.clientId, PAYPAL_CLIENT_SECRET: sandbox.clientSecret, PAYPAL_WEBHOOK_ID: sandbox.webhookId, PAYPAL_API_URL: sandbox.base },
  })
  plan = await createPlan(t.db, { title: 'Scholar Plus', price: 149_900, currency: 'INR', durationMonths: 6, features: ['journal-finder', 'vacancies'] })
})
afterAll(async () => {
  await t.close()
  await sandbox.close()
  await relay.close()
})

const paypal = () => createPayPalClient({ baseUrl: sandbox.base, clientId: sandbox.clientId, clientSecret: sandbox.clientSecret })

async function startOrder(api: ApiClient, planId = plan.id) {
  const res = await api.post('/api/paypal/order/create', { planId })
  expect(res.statusCode, res.body).toBe(200)
  return v.parse(CreateOrderResponse, res.json()).data.orderId
}

const capture = (api: ApiClient, orderId: string) => api.post('/api/paypal/order/capture', { orderId })

async function buy(api: ApiClient, planId = plan.id) {
  const orderId = await startOrder(api, planId)
  await sandbox.buyer(orderId, 'approve')
  const res = await capture(api, orderId)
  expect(res.statusCode, res.body).toBe(200)
  return { orderId, answer: v.parse(CaptureOrderResponse, res.json()) }
}

const subscriptionsOf = (userId: string) => t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute()
const orderRow = (paypalOrderId: string) => t.db.selectFrom('payment_orders').selectAll().where('paypal_order_id', '=', paypalOrderId).executeTakeFirstOrThrow()
const canUse = async (api: ApiClient, feature: string) => v.parse(FeatureCheckResponse, (await api.get(`/api/subscriptions/check-feature/${feature}`)).json()).data.isAccessible

describe('buying a plan with PayPal', () => {
  it('tells the browser whose PayPal buttons to load, from where, and that no money moves in a sandbox', async () => {
    const res = await t.guest.get('/api/paypal/settings')
    expect(v.parse(PayPalSettingsResponse, res.json()).data).toEqual({ clientId: sandbox.clientId, sdkBaseUrl: `${sandbox.base}/sdk/js`, testPayments: true })
  })

  it('makes the PayPal order from the plan in the database, after writing our own', async () => {
    const member = await t.signIn()
    const orderId = await startOrder(member.api)
    expect(await orderRow(orderId)).toMatchObject({ user_id: member.id, plan_id: plan.id, amount_minor: 149_900, currency: 'INR', status: 'created', capture_id: null })
    const atPayPal = await paypal().getOrder(orderId)
    expect(atPayPal.purchase_units[0]).toMatchObject({ amount: { currency_code: 'INR', value: '1499.00' }, custom_id: (await orderRow(orderId)).id })
  })

  it('captures the approved order, grants the plan at once and mails a receipt', async () => {
    const member = await t.signIn()
    expect(await canUse(member.api, 'journal-finder')).toBe(false)
    const { orderId, answer } = await buy(member.api)
    expect(answer.message).toMatch(/^Your Scholar Plus plan is active until \d{1,2} \w+ \d{4}\.$/)
    expect(answer.data.subscription).toMatchObject({ planId: plan.id, planTitle: 'Scholar Plus', status: 'active' })
    expect(await canUse(member.api, 'journal-finder')).toBe(true)
    const row = await orderRow(orderId)
    expect(row.status).toBe('captured')
    expect((await subscriptionsOf(member.id)).map((s) => s.capture_id)).toEqual([row.capture_id])
    await expect.poll(() => t.mail.to(member.email).find((m) => m.subject === 'Your Scholar Hub receipt: Scholar Plus'), { timeout: 15_000, interval: 50 }).toBeDefined()
    const receipt = t.mail.to(member.email).find((m) => m.subject === 'Your Scholar Hub receipt: Scholar Plus')!
    expect(receipt.text).toContain('₹1,499.00')
    expect(receipt.text).toContain(`PayPal transaction: ${row.capture_id}`)
  })

  it('grants once however often the capture is sent, and the webhook after it grants nothing more', async () => {
    const member = await t.signIn()
    const orderId = await startOrder(member.api)
    await sandbox.buyer(orderId, 'approve')
    const answers = await Promise.all(Array.from({ length: 10 }, () => capture(member.api, orderId)))
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0)
    for (const res of answers) expect([200, 409, 503]).toContain(res.statusCode)
    const ids = new Set(answers.filter((res) => res.statusCode === 200).map((res) => v.parse(CaptureOrderResponse, res.json()).data.subscription.id))
    expect(ids.size).toBe(1)
    await expect.poll(() => webhookAnswers.filter((w) => w.event === 'PAYMENT.CAPTURE.COMPLETED').length, { timeout: 15_000, interval: 50 }).toBeGreaterThan(0)
    expect(await subscriptionsOf(member.id)).toHaveLength(1)
    const again = await capture(member.api, orderId)
    expect(again.statusCode).toBe(200)
    expect(v.parse(CaptureOrderResponse, again.json()).data.subscription.id).toBe([...ids][0])
  })

  it('ends the current plan when another is bought', async () => {
    const member = await t.signIn()
    const other = await createPlan(t.db, { title: 'Scholar Pro', price: 299_900, durationMonths: 12 })
    await buy(member.api)
    await buy(member.api, other.id)
    const subscriptions = await subscriptionsOf(member.id)
    expect(subscriptions.map((s) => [s.plan_id, s.status])).toEqual([
      [plan.id, 'canceled'],
      [other.id, 'active'],
    ])
  })

  it('refuses a visitor, a free or unknown plan, and malformed or hostile bodies, writing nothing', async () => {
    // Other files write orders meanwhile: only this file's plan and this test's member are counted.
    const ofPlan = async () => (await t.db.selectFrom('payment_orders').select((eb) => eb.fn.countAll<string>().as('n')).where('plan_id', '=', plan.id).executeTakeFirstOrThrow()).n
    const before = await ofPlan()
    for (const path of ['create', 'capture', 'cancel']) expect((await t.guest.post(`/api/paypal/order/${path}`, { planId: plan.id, orderId: 'X' })).statusCode).toBe(401)
    const member = await t.signIn()
    const free = await createPlan(t.db, { price: 0, features: ['templates'] })
    for (const body of [{ planId: free.id }, { planId: 999_999_999 }, { planId: '1' }, { planId: 1.5 }, { planId: -1 }, {}, { planId: 2 ** 40 }]) {
      const res = await member.api.post('/api/paypal/order/create', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toMatchObject({ issues: [expect.objectContaining({ path: 'planId', message: 'planId' in body ? 'Choose a paid plan from the list' : 'Field required' })] })
    }
    for (const orderId of ['', 'lower-case', "X'; DROP TABLE payment_orders; --", 'X'.repeat(65), 42]) {
      expect((await member.api.post('/api/paypal/order/capture', { orderId })).statusCode).toBe(400)
      expect((await member.api.post('/api/paypal/order/cancel', { orderId })).statusCode).toBe(400)
    }
    const huge = await member.api.post('/api/paypal/order/create', { planId: plan.id, padding: 'x'.repeat(2_000_000) })
    expect(huge.statusCode).toBe(413)
    expect(await ofPlan()).toBe(before)
    expect(await t.db.selectFrom('payment_orders').select('id').where('user_id', '=', member.id).execute()).toEqual([])
  })

  it("never captures or cancels someone else's order, nor an unknown one", async () => {
    const owner = await t.signIn()
    const thief = await t.signIn()
    const orderId = await startOrder(owner.api)
    await sandbox.buyer(orderId, 'approve')
    expect((await capture(thief.api, orderId)).statusCode).toBe(404)
    expect((await thief.api.post('/api/paypal/order/cancel', { orderId })).statusCode).toBe(404)
    expect((await capture(thief.api, 'NOSUCHORDER1')).statusCode).toBe(404)
    expect(await subscriptionsOf(thief.id)).toHaveLength(0)
    expect((await orderRow(orderId)).status).toBe('created')
    expect((await capture(owner.api, orderId)).statusCode).toBe(200)
  })

  it('records a buyer cancel, after which the order cannot be captured', async () => {
    const member = await t.signIn()
    const orderId = await startOrder(member.api)
    await sandbox.buyer(orderId, 'cancel')
    const res = await member.api.post('/api/paypal/order/cancel', { orderId })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Payment canceled!')
    expect((await orderRow(orderId)).status).toBe('canceled')
    await sandbox.buyer(orderId, 'approve')
    expect((await capture(member.api, orderId)).statusCode).toBe(409)
    expect(await subscriptionsOf(member.id)).toHaveLength(0)
  })

  it('says so when capture comes before approval, and leaves the order to be captured after it', async () => {
    const member = await t.signIn()
    const orderId = await startOrder(member.api)
    const early = await capture(member.api, orderId)
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('not_approved')
    await sandbox.buyer(orderId, 'approve')
    expect((await capture(member.api, orderId)).statusCode).toBe(200)
  })

  it('grants nothing for a declined capture, and keeps the order for a retry when PayPal fails', async () => {
    const member = await t.signIn()
    const declined = await startOrder(member.api)
    await sandbox.buyer(declined, 'approve', 'declined')
    const refused = await capture(member.api, declined)
    expect(refused.statusCode).toBe(402)
    expect(refused.json().message).toBe('Payment failed!')
    expect(await orderRow(declined)).toMatchObject({ status: 'failed', failure: 'INSTRUMENT_DECLINED' })

    const failing = await startOrder(member.api)
    await sandbox.buyer(failing, 'approve', 'error')
    const down = await capture(member.api, failing)
    expect(down.statusCode).toBe(503)
    expect(down.headers['retry-after']).toBeDefined()
    expect((await orderRow(failing)).status).toBe('approved')
    expect(await subscriptionsOf(member.id)).toHaveLength(0)
  })

  it('refuses to capture an order whose plan changed price meanwhile, without asking PayPal', async () => {
    const member = await t.signIn()
    const changing = await createPlan(t.db, { price: 99_900 })
    const orderId = await startOrder(member.api, changing.id)
    await sandbox.buyer(orderId, 'approve')
    await t.db.updateTable('plans').set({ price_minor: 109_900 }).where('id', '=', changing.id).execute()
    const captures = () => sandbox.requests.filter((r) => r === `POST /paypal-sandbox/v2/checkout/orders/${orderId}/capture`).length
    const res = await capture(member.api, orderId)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('price_changed')
    expect(captures()).toBe(0)
    expect(await subscriptionsOf(member.id)).toHaveLength(0)
  })

  it('answers a retryable error when PayPal cannot be reached, and grants nothing', async () => {
    const offline = await createTestApp({ env: { PAYPAL_CLIENT_ID: sandbox.clientId, PAYPAL_CLIENT_SECRET: sandbox.clientSecret, PAYPAL_API_URL: 'http://127.0.0.1:9/paypal' } })
    try {
      const member = await offline.signIn()
      const res = await member.api.post('/api/paypal/order/create', { planId: plan.id })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('payment_provider_unavailable')
      expect(await offline.db.selectFrom('payment_orders').select('status').where('user_id', '=', member.id).execute()).toEqual([{ status: 'failed' }])
    } finally {
      await offline.close()
    }
  })

  it('mounts the PayPal sandbox in place of PayPal on a site without credentials outside production', async () => {
    const local = await createTestApp()
    try {
      expect(v.parse(PayPalSettingsResponse, (await local.guest.get('/api/paypal/settings')).json()).data).toEqual({
        clientId: 'scholar-hub-sandbox',
        sdkBaseUrl: '/paypal-sandbox/sdk/js',
        testPayments: true,
      })
      const sdk = await local.guest.get('/paypal-sandbox/sdk/js')
      expect(sdk.statusCode).toBe(200)
      expect(sdk.headers['content-security-policy']).toContain("script-src 'self'")
    } finally {
      await local.close()
    }
  })

  it('takes no payments on a production site without PayPal credentials, and says so', async () => {
    // A production server hashes passwords at OWASP's cost: it refuses the tests' lower one.
    const bare = await createTestApp({ env: { NODE_ENV: 'production', PASSWORD_HASH_COST: '17' } })
    try {
      expect((await bare.guest.get('/api/paypal/settings')).statusCode).toBe(503)
      const member = await bare.signIn()
      const res = await member.api.post('/api/paypal/order/create', { planId: plan.id })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('payments_unavailable')
      expect((await bare.guest.get('/paypal-sandbox/sdk/js')).statusCode).toBe(404)
      expect(await bare.db.selectFrom('payment_orders').select('id').where('user_id', '=', member.id).execute()).toEqual([])
    } finally {
      await bare.close()
    }
  })

  it('limits how many payments a member may start in an hour', async () => {
    const member = await t.signIn()
    for (let i = 0; i < 30; i++) await startOrder(member.api)
    const res = await member.api.post('/api/paypal/order/create', { planId: plan.id })
    expect(res.statusCode).toBe(429)
  })
})

describe('PayPal webhooks', () => {
  it('refuses a forged or unsigned delivery and changes nothing', async () => {
    const member = await t.signIn()
    const orderId = await startOrder(member.api)
    const event = {
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'FORGEDCAPTURE1', status: 'COMPLETED', amount: { currency_code: 'INR', value: '1499.00' }, supplementary_data: { related_ids: { order_id: orderId } } },
    }
    const forged = await t.guest.post('/api/paypal/webhook', event, {
      'paypal-transmission-id': crypto.randomUUID(),
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': 'c2lnbmF0dXJl',
      'paypal-cert-url': 'https://example.com/cert',
      'paypal-auth-algo': 'SHA256withRSA',
    })
    expect(forged.statusCode).toBe(400)
    expect((await t.guest.post('/api/paypal/webhook', event)).statusCode).toBe(400)
    for (const body of [{}, { event_type: 1 }, [], { event_type: 'X', resource: 'y' }]) expect((await t.guest.post('/api/paypal/webhook', body)).statusCode).toBe(400)
    expect(await subscriptionsOf(member.id)).toHaveLength(0)
    expect((await orderRow(orderId)).status).toBe('created')
  })

  it('grants the plan from the webhook when the browser never comes back to capture', async () => {
    const member = await t.signIn()
    const orderId = await startOrder(member.api)
    await sandbox.buyer(orderId, 'approve')
    // Captured at PayPal by another caller: the browser's capture call never reached us.
    await paypal().captureOrder(orderId, crypto.randomUUID())
    await expect.poll(async () => (await subscriptionsOf(member.id)).length, { timeout: 15_000, interval: 50 }).toBe(1)
    expect((await orderRow(orderId)).status).toBe('captured')
    const late = await capture(member.api, orderId)
    expect(late.statusCode).toBe(200)
    expect(await subscriptionsOf(member.id)).toHaveLength(1)
  })

  it('ends the plan when PayPal reports the payment refunded', async () => {
    const member = await t.signIn()
    const { orderId } = await buy(member.api)
    const { capture_id: captureId } = await orderRow(orderId)
    const token = (await (
      await fetch(`${sandbox.base}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${sandbox.clientId}:${sandbox.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string }
    const refund = await fetch(`${sandbox.base}/v2/payments/captures/${captureId}/refund`, { method: 'POST', headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' }, body: '{}' })
    expect(refund.status).toBe(201)
    await expect.poll(async () => (await subscriptionsOf(member.id))[0]!.status, { timeout: 15_000, interval: 50 }).toBe('canceled')
    expect(await canUse(member.api, 'journal-finder')).toBe(false)
    // The revenue report counts the refund by when it came, once: another word of the same refund changes nothing.
    const { refunded_at: refundedAt } = await orderRow(orderId)
    expect(refundedAt).toBeInstanceOf(Date)
    expect(await createCheckoutRepository(t.db).endPaidBy(captureId!)).toBe(false)
    expect((await orderRow(orderId)).refunded_at).toEqual(refundedAt)
  })

  it('marks a payment refunded when its plan had already ended another way', async () => {
    const member = await t.signIn()
    const { id } = await createPaymentOrder(t.db, { userId: member.id, planId: plan.id, status: 'captured' })
    const order = await t.db.selectFrom('payment_orders').select(['capture_id', 'refunded_at']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(order.refunded_at).toBeNull()
    await t.db.updateTable('subscriptions').set({ status: 'canceled' }).where('payment_order_id', '=', id).execute()
    expect(await createCheckoutRepository(t.db).endPaidBy(order.capture_id!)).toBe(false)
    const after = await t.db.selectFrom('payment_orders').select('refunded_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(after.refunded_at).toBeInstanceOf(Date)
  })

})
