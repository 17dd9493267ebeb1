import * as v from 'valibot'

// PayPal's REST API, called directly: its server SDK has no way to be pointed at another address (the
// sandbox on this server), so the few calls the product makes are written here, their answers checked.

const Money = v.object({ currency_code: v.string(), value: v.string() })

const Capture = v.object({
  id: v.string(),
  status: v.string(),
  amount: Money,
  custom_id: v.optional(v.string()),
  supplementary_data: v.optional(v.object({ related_ids: v.optional(v.object({ order_id: v.optional(v.string()) })) })),
})
export type PayPalCapture = v.InferOutput<typeof Capture>

const Order = v.object({
  id: v.string(),
  status: v.string(),
  purchase_units: v.array(
    v.object({
      custom_id: v.optional(v.string()),
      amount: v.optional(Money),
      payments: v.optional(v.object({ captures: v.optional(v.array(Capture)) })),
    }),
  ),
  links: v.optional(v.array(v.object({ href: v.string(), rel: v.string() }))),
})
export type PayPalOrder = v.InferOutput<typeof Order>

const Token = v.object({ access_token: v.string(), expires_in: v.number() })
const Verification = v.object({ verification_status: v.string() })
const ErrorBody = v.object({ name: v.optional(v.string()), details: v.optional(v.array(v.object({ issue: v.string() }))) })

/**
 * PayPal refused or failed a call. `issue` is PayPal's name for why (ORDER_NOT_APPROVED, INSTRUMENT_DECLINED);
 * `status` 0 means no answer came (timeout, connection refused).
 */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status || 'nothing'}: ${issue}`)
    this.name = 'PayPalError'
  }

  /** Worth trying again later: PayPal did not answer, or failed on its side. */
  get retryable() {
    return this.status === 0 || this.status === 429 || this.status >= 500
  }
}

export interface PayPalClientOptions {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or this server's own sandbox. */
  baseUrl: string
  clientId: string
  clientSecret: string
  /** Each call's limit; PayPal answers within seconds or is treated as down. */
  timeoutMs?: number
}

// A token is renewed this long before PayPal says it expires, so none is sent as it runs out.
const TOKEN_MARGIN_MS = 60_000

export function createPayPalClient({ baseUrl, clientId, clientSecret, timeoutMs = 15_000 }: PayPalClientOptions) {
  let token: { value: string; until: number } | undefined
  let fetching: Promise<string> | undefined

  async function call<T>(path: string, init: RequestInit, schema: v.GenericSchema<unknown, T>): Promise<T> {
    let res: Response
    try {
      res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (err) {
      throw new PayPalError(0, err instanceof Error && err.name === 'TimeoutError' ? 'TIMEOUT' : 'UNREACHABLE')
    }
    const body: unknown = await res.json().catch(() => null)
    if (!res.ok) {
      const parsed = v.safeParse(ErrorBody, body)
      const issue = parsed.success ? (parsed.output.details?.[0]?.issue ?? parsed.output.name) : undefined
      throw new PayPalError(res.status, issue ?? `HTTP_${res.status}`)
    }
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw new PayPalError(502, 'UNEXPECTED_ANSWER')
    return parsed.output
  }

  /** One OAuth token at a time, kept until shortly before it expires; callers waiting share one fetch. */
  async function accessToken() {
    if (token && token.until > Date.now()) return token.value
    fetching ??= call(
      '/v1/oauth2/token',
      {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      },
      Token,
    )
      .then(({ access_token, expires_in }) => {
        token = { value: access_token, until: Date.now() + expires_in * 1000 - TOKEN_MARGIN_MS }
        return access_token
      })
      .finally(() => {
        fetching = undefined
      })
    return fetching
  }

  const authorized = async (path: string, method: string, schema: v.GenericSchema, body?: unknown, requestId?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', prefer: 'return=representation' }
    if (requestId) headers['paypal-request-id'] = requestId
    try {
      return await call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, schema)
    } catch (err) {
      // A token PayPal stopped honouring early: forget it, so the next call fetches another.
      if (err instanceof PayPalError && err.status === 401) token = undefined
      throw err
    }
  }

  return {
    /** Creates an order for one item; `requestId` makes a retried call return the first order, not a second. */
    createOrder: (o: { requestId: string; amount: string; currency: string; customId: string; description: string }) =>
      authorized(
        '/v2/checkout/orders',
        'POST',
        Order,
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: 'default', custom_id: o.customId, description: o.description, amount: { currency_code: o.currency, value: o.amount } }],
        },
        o.requestId,
      ) as Promise<PayPalOrder>,

    getOrder: (id: string) => authorized(`/v2/checkout/orders/${encodeURIComponent(id)}`, 'GET', Order) as Promise<PayPalOrder>,

    /** Captures an approved order; the same `requestId` makes a retried capture return the first one's answer. */
    captureOrder: (id: string, requestId: string) =>
      authorized(`/v2/checkout/orders/${encodeURIComponent(id)}/capture`, 'POST', Order, {}, requestId) as Promise<PayPalOrder>,

    /** Asks PayPal whether a webhook delivery's headers sign its body for our webhook. */
    async verifyWebhook(headers: Record<string, string | undefined>, event: unknown, webhookId: string) {
      const field = (name: string) => headers[`paypal-${name}`] ?? ''
      const answer = (await authorized('/v1/notifications/verify-webhook-signature', 'POST', Verification, {
        auth_algo: field('auth-algo'),
        cert_url: field('cert-url'),
        transmission_id: field('transmission-id'),
        transmission_sig: field('transmission-sig'),
        transmission_time: field('transmission-time'),
        webhook_id: webhookId,
        webhook_event: event,
      })) as v.InferOutput<typeof Verification>
      return answer.verification_status === 'SUCCESS'
    },
  }
}

export type PayPalClient = ReturnType<typeof createPayPalClient>

/** The order's completed capture, if PayPal reports one. */
export const completedCapture = (order: PayPalOrder) =>
  order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []).find((capture) => capture.status === 'COMPLETED')
