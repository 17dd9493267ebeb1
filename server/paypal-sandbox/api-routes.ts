import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { captureBody, failure, internalError, invalidRequest, notFound, orderBody, unauthenticated, unprocessable, type PayPalFailure } from './answers.ts'
import type { SandboxCapture, SandboxStore } from './store.ts'

/** How long a `TIMEOUT` mock holds the request before answering 504: longer than any client waits. */
const HOLD_MS = 60_000

const send = (reply: FastifyReply, { status, body }: { status: number; body: unknown }) => reply.code(status).send(body)

/**
 * PayPal's negative testing: `PayPal-Mock-Response: {"mock_application_codes": "INSTRUMENT_DECLINED"}` makes the
 * call fail with that issue. `INTERNAL_SERVER_ERROR` answers 500; `TIMEOUT`, the sandbox's own, never answers in
 * time.
 */
function mockFailure(request: FastifyRequest): PayPalFailure | 'timeout' | undefined {
  const header = request.headers['paypal-mock-response']
  if (typeof header !== 'string') return undefined
  let code: unknown
  try {
    code = (JSON.parse(header) as { mock_application_codes?: unknown }).mock_application_codes
  } catch {
    return invalidRequest('MALFORMED_REQUEST_JSON', 'PayPal-Mock-Response is not JSON.')
  }
  if (typeof code !== 'string' || !/^[A-Z_]{1,64}$/.test(code)) return invalidRequest('INVALID_PARAMETER_VALUE', 'mock_application_codes must name one issue.')
  if (code === 'TIMEOUT') return 'timeout'
  if (code === 'INTERNAL_SERVER_ERROR') return internalError()
  return unprocessable(code, `Mock failure ${code}.`)
}

const amountPattern = /^\d{1,10}(\.\d{2})?$/
const currencyPattern = /^[A-Z]{3}$/

interface OrderRequest {
  intent?: unknown
  purchase_units?: { reference_id?: unknown; custom_id?: unknown; description?: unknown; amount?: { currency_code?: unknown; value?: unknown } }[]
}

/** The sandbox's REST API: the calls of PayPal's that the product makes, with PayPal's answers and failures. */
export const sandboxApiRoutes: FastifyPluginAsync<{ base: string; store: SandboxStore; deliver: (type: string, capture: SandboxCapture) => void }> = async (
  app,
  { store, base, deliver },
) => {
  app.post('/v1/oauth2/token', async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ')
    const [id = '', secret = ''] = Buffer.from(encoded ?? '', 'base64').toString('utf8').split(':')
    if (scheme !== 'Basic' || !store.credentialsMatch(id, secret)) return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' })
    if ((request.body as { grant_type?: unknown } | undefined)?.grant_type !== 'client_credentials')
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' })
    const { token, expiresIn } = store.issueToken()
    return { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-SANDBOX', expires_in: expiresIn, nonce: randomUUID() }
  })

  // Every other call needs a current access token, and may ask for a mock failure.
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ')
      if (scheme !== 'Bearer' || !token || !store.tokenValid(token)) return send(reply, unauthenticated())
      const mock = mockFailure(request)
      if (mock === 'timeout') {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS).unref())
        return send(reply, failure(504, 'GATEWAY_TIMEOUT', 'The server did not answer in time.'))
      }
      if (mock) return send(reply, mock)
    })

    /**
     * Answers once per `PayPal-Request-Id` and operation: a retry of a call that succeeded gets the first answer
     * and does nothing again. A refused call is not kept, so the same call can succeed once its cause is gone
     * (a capture retried after the buyer's approval).
     */
    const once = async (request: FastifyRequest, reply: FastifyReply, operation: string, answer: () => { status: number; body: unknown }) => {
      const requestId = request.headers['paypal-request-id']
      const key = typeof requestId === 'string' && requestId ? `${operation}:${requestId}` : undefined
      const kept = key ? store.answered(key) : undefined
      if (kept) return send(reply, kept)
      const fresh = answer()
      if (key && fresh.status < 300) store.remember(key, fresh.status, fresh.body)
      return send(reply, fresh)
    }

    api.post('/v2/checkout/orders', async (request, reply) =>
      once(request, reply, 'create', () => {
        const body = (request.body ?? {}) as OrderRequest
        if (body.intent !== 'CAPTURE') return invalidRequest('INVALID_PARAMETER_VALUE', 'intent must be CAPTURE.')
        const unit = Array.isArray(body.purchase_units) && body.purchase_units.length === 1 ? body.purchase_units[0] : undefined
        if (!unit) return invalidRequest('INVALID_ARRAY_LENGTH', 'purchase_units must hold one unit.')
        const { currency_code: currency, value } = unit.amount ?? {}
        if (typeof currency !== 'string' || !currencyPattern.test(currency)) return invalidRequest('INVALID_CURRENCY_CODE', 'Currency code is invalid.')
        if (typeof value !== 'string' || !amountPattern.test(value) || Number(value) <= 0) return invalidRequest('INVALID_PARAMETER_VALUE', 'amount.value is invalid.')
        const text = (field: unknown, max: number) => (typeof field === 'string' && field.length <= max ? field : undefined)
        const order = store.createOrder({
          amount: { currency_code: currency, value },
          referenceId: text(unit.reference_id, 256) ?? 'default',
          customId: text(unit.custom_id, 127),
          description: text(unit.description, 127),
        })
        return { status: 201, body: orderBody(order, base) }
      }),
    )

    api.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
      const order = store.order(request.params.id)
      return order ? orderBody(order, base) : send(reply, notFound())
    })

    api.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) =>
      once(request, reply, `capture:${request.params.id}`, () => {
        const order = store.order(request.params.id)
        if (!order) return notFound()
        if (order.status === 'CREATED') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.')
        if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.')
        if (order.outcome === 'declined') return unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank, or it can’t be used for this payment.')
        if (order.outcome === 'error') return internalError()
        const capture = store.completeCapture(order)
        deliver('PAYMENT.CAPTURE.COMPLETED', capture)
        return { status: 201, body: orderBody(order, base) }
      }),
    )

    // Not called by the product: a refund made at PayPal, so the REFUNDED webhook can be seen to end a plan.
    api.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) =>
      once(request, reply, `refund:${request.params.id}`, () => {
        const capture = store.capture(request.params.id)
        if (!capture) return notFound()
        if (capture.status === 'REFUNDED') return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
        deliver('PAYMENT.CAPTURE.REFUNDED', store.refund(capture))
        return { status: 201, body: { id: `R${capture.id.slice(1)}`, status: 'COMPLETED', amount: capture.amount } }
      }),
    )

    api.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
      const capture = store.capture(request.params.id)
      return capture ? captureBody(capture, base) : send(reply, notFound())
    })

    api.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const fields = ['transmission_id', 'transmission_time', 'transmission_sig', 'webhook_id', 'auth_algo', 'cert_url'] as const
      if (fields.some((f) => typeof body[f] !== 'string') || typeof body.webhook_event !== 'object' || body.webhook_event === null)
        return send(reply, invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field is missing.'))
      const verified = store.verify({
        transmissionId: body.transmission_id as string,
        time: body.transmission_time as string,
        webhookId: body.webhook_id as string,
        sig: body.transmission_sig as string,
        body: JSON.stringify(body.webhook_event),
      })
      return { verification_status: verified ? 'SUCCESS' : 'FAILURE' }
    })
  })
}
