import { createServer, type Server } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayPalSandbox, type TestPayPalSandbox } from '../../tests/setup/paypal-sandbox.ts'
import { completedCapture, createPayPalClient, PayPalError, type PayPalClient } from '../modules/plans/paypal-client.ts'

// The product's PayPal client against the sandbox over real HTTP: the calls, answers and failures PayPal's
// REST API has for what the product does.

let sandbox: TestPayPalSandbox
let receiver: FastifyInstance
let base: string
let client: PayPalClient
let credentials: { clientId: string; clientSecret: string }
const webhooks: { headers: Record<string, string | undefined>; body: Record<string, unknown> }[] = []

beforeAll(async () => {
  receiver = Fastify()
  receiver.post('/webhook', async (request) => {
    webhooks.push({ headers: request.headers as Record<string, string | undefined>, body: request.body as Record<string, unknown> })
    return { ok: true }
  })
  const webhookUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/webhook`
  sandbox = await startPayPalSandbox({ webhookUrl, webhookId: 'WH-SANDBOX-1' })
  base = sandbox.base
  credentials = { clientId: sandbox.clientId, clientSecret: sandbox.clientSecret }
  client = createPayPalClient({ baseUrl: base, ...credentials })
})
afterAll(async () => {
  await sandbox.close()
  await receiver.close()
})

const order = (requestId = crypto.randomUUID(), amount = '49.00') =>
  client.createOrder({ requestId, amount, currency: 'USD', customId: 'our-order-1', description: 'Scholar Plus, 3 months' })

const buyerChooses = (orderId: string, action: 'approve' | 'cancel', outcome: 'complete' | 'declined' | 'error' = 'complete') => sandbox.buyer(orderId, action, outcome)

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected PayPal to refuse')
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(PayPalError)
      return err as PayPalError
    },
  )

describe('the PayPal sandbox', () => {
  it('creates an order with an approve link to its buyer page, and answers a retried create with the same order', async () => {
    const requestId = crypto.randomUUID()
    const first = await order(requestId)
    expect(first.status).toBe('CREATED')
    expect(first.links?.find((l) => l.rel === 'approve')?.href).toBe(`${base}/checkoutnow?token=${first.id}`)
    expect((await order(requestId)).id).toBe(first.id)
    expect((await order()).id).not.toBe(first.id)
    expect(await client.getOrder(first.id)).toMatchObject({ id: first.id, status: 'CREATED', purchase_units: [{ custom_id: 'our-order-1', amount: { currency_code: 'USD', value: '49.00' } }] })
  })

  it('refuses to capture an order the buyer has not approved, as PayPal does', async () => {
    const created = await order()
    expect(await refusal(client.captureOrder(created.id, crypto.randomUUID()))).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED', retryable: false })
  })

  it('captures an approved order once; a retry with the same request id gets the same capture, a new one is refused', async () => {
    const created = await order()
    const page = await (await fetch(`${base}/checkoutnow?token=${created.id}`)).text()
    expect(page).toContain('This is a test payment. No money moves')
    expect(page).toContain('Pay $49.00')
    expect((await buyerChooses(created.id, 'approve')).html).toContain('data-result="approved"')

    const requestId = crypto.randomUUID()
    const captured = await client.captureOrder(created.id, requestId)
    expect(captured.status).toBe('COMPLETED')
    const capture = completedCapture(captured)!
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '49.00' }, custom_id: 'our-order-1' })
    expect(completedCapture(await client.captureOrder(created.id, requestId))?.id).toBe(capture.id)
    expect(await refusal(client.captureOrder(created.id, crypto.randomUUID()))).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' })
    // The buyer page no longer offers an order that was paid.
    expect((await fetch(`${base}/checkoutnow?token=${created.id}`)).status).toBe(404)
  })

  it('sends the signed PAYMENT.CAPTURE.COMPLETED webhook, which verifies only as sent', async () => {
    const created = await order()
    await buyerChooses(created.id, 'approve')
    const capture = completedCapture(await client.captureOrder(created.id, crypto.randomUUID()))!
    await expect.poll(() => webhooks.find((w) => (w.body.resource as { id: string }).id === capture.id), { timeout: 15_000, interval: 50 }).toBeDefined()
    const { headers, body } = webhooks.find((w) => (w.body.resource as { id: string }).id === capture.id)!
    expect(body).toMatchObject({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: capture.id, status: 'COMPLETED', supplementary_data: { related_ids: { order_id: created.id } } } })
    expect(await client.verifyWebhook(headers, body, 'WH-SANDBOX-1')).toBe(true)
    expect(await client.verifyWebhook(headers, { ...body, event_type: 'PAYMENT.CAPTURE.REFUNDED' }, 'WH-SANDBOX-1')).toBe(false)
    expect(await client.verifyWebhook(headers, body, 'WH-SOMEONE-ELSE')).toBe(false)
    expect(await client.verifyWebhook({ ...headers, 'paypal-transmission-sig': 'forged' }, body, 'WH-SANDBOX-1')).toBe(false)
  })

  it('declines or fails the capture as the buyer page chose, so each failure can be tested', async () => {
    const declined = await order()
    await buyerChooses(declined.id, 'approve', 'declined')
    expect(await refusal(client.captureOrder(declined.id, crypto.randomUUID()))).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED', retryable: false })
    const failing = await order()
    await buyerChooses(failing.id, 'approve', 'error')
    expect(await refusal(client.captureOrder(failing.id, crypto.randomUUID()))).toMatchObject({ status: 500, retryable: true })
  })

  it('keeps a canceled order unapproved, and shows no buyer page for an unknown order', async () => {
    const created = await order()
    expect((await buyerChooses(created.id, 'cancel')).html).toContain('data-result="canceled"')
    expect((await client.getOrder(created.id)).status).toBe('CREATED')
    expect((await buyerChooses('NOSUCHORDER', 'approve')).status).toBe(404)
    expect(await refusal(client.getOrder('NOSUCHORDER'))).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' })
  })

  it('answers PayPal-Mock-Response failures, including one that never comes in time', async () => {
    const token = ((await (
      await fetch(`${base}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string }).access_token
    const create = (mock: string) =>
      fetch(`${base}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'paypal-mock-response': mock },
        body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] }),
      })
    expect((await create('{"mock_application_codes":"INTERNAL_SERVER_ERROR"}')).status).toBe(500)
    const duplicate = await create('{"mock_application_codes":"DUPLICATE_INVOICE_ID"}')
    expect(duplicate.status).toBe(422)
    expect(await duplicate.json()).toMatchObject({ details: [{ issue: 'DUPLICATE_INVOICE_ID' }] })
    expect((await create('not json')).status).toBe(400)
    // TIMEOUT holds the call past any caller's patience.
    await expect(fetch(`${base}/v2/checkout/orders/X`, { headers: { authorization: `Bearer ${token}`, 'paypal-mock-response': '{"mock_application_codes":"TIMEOUT"}' }, signal: AbortSignal.timeout(300) })).rejects.toThrow(/timeout/i)
  })

  it('refuses wrong credentials and a missing or made-up token, and fetches one token for many calls', async () => {
    const wrong = createPayPalClient({ baseUrl: base, clientId: credentials.clientId, clientSecret: 'not-the-secret' })
    expect(await refusal(wrong.getOrder('X'))).toMatchObject({ status: 401 })
    const noToken = await fetch(`${base}/v2/checkout/orders/X`)
    expect(noToken.status).toBe(401)
    expect((await fetch(`${base}/v2/checkout/orders/X`, { headers: { authorization: 'Bearer made-up' } })).status).toBe(401)

    const ids = [(await order()).id, (await order()).id, (await order()).id]
    const tokenCalls = () => sandbox.requests.filter((p) => p === 'POST /paypal-sandbox/v1/oauth2/token').length
    const before = tokenCalls()
    const fresh = createPayPalClient({ baseUrl: base, ...credentials })
    await Promise.all(ids.map((id) => fresh.getOrder(id)))
    await fresh.getOrder(ids[0]!)
    expect(tokenCalls() - before).toBe(1)
  })

  it('reports a PayPal that cannot be reached, or does not answer in time, as a retryable failure', async () => {
    const nowhere = createPayPalClient({ baseUrl: 'http://127.0.0.1:9/paypal', ...credentials, timeoutMs: 2000 })
    expect(await refusal(nowhere.getOrder('X'))).toMatchObject({ status: 0, issue: 'UNREACHABLE', retryable: true })
    // A server that takes the connection and never answers.
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    try {
      const stalled = createPayPalClient({ baseUrl: `http://127.0.0.1:${port}`, ...credentials, timeoutMs: 300 })
      expect(await refusal(stalled.getOrder('X'))).toMatchObject({ status: 0, issue: 'TIMEOUT', retryable: true })
    } finally {
      silent.close()
    }
  })

  it('serves the browser SDK that @paypal/paypal-js loads', async () => {
    const res = await fetch(`${base}/sdk/js?client-id=sandbox-client&currency=USD`)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(await res.text()).toContain('window.paypal =')
  })
})
