import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { crc32 } from 'node:zlib'

/** What the buyer chose on the buyer page for the capture that follows: negative testing without a header. */
export const captureOutcomes = ['complete', 'declined', 'error'] as const
export type CaptureOutcome = (typeof captureOutcomes)[number]

export interface Money {
  currency_code: string
  value: string
}

export interface SandboxCapture {
  id: string
  status: 'COMPLETED' | 'REFUNDED'
  amount: Money
  custom_id?: string
  create_time: string
  update_time: string
  orderId: string
}

export interface SandboxOrder {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  intent: 'CAPTURE'
  amount: Money
  customId?: string
  referenceId: string
  description?: string
  outcome: CaptureOutcome
  capture?: SandboxCapture
  createTime: string
}

// PayPal's ids are 17 characters of upper-case letters and digits.
const payPalId = () =>
  Array.from(randomBytes(17), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('')

// Access tokens live 9 hours at PayPal; kept short here so clients are seen to fetch a new one.
const TOKEN_SECONDS = 3600

/**
 * The sandbox's state: one process's memory, as a test double of a remote service may keep it. Orders,
 * captures, access tokens and the answers kept for `PayPal-Request-Id`.
 */
export function createSandboxStore({ clientId, clientSecret, webhookSecret = randomBytes(32) }: { clientId: string; clientSecret: string; webhookSecret?: Buffer }) {
  const orders = new Map<string, SandboxOrder>()
  const captures = new Map<string, SandboxCapture>()
  const tokens = new Map<string, number>()
  const answers = new Map<string, { status: number; body: unknown }>()

  /** The signature of one webhook delivery: PayPal's signed string, `id|time|webhook id|CRC32 of the body`. */
  const signature = (transmissionId: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', webhookSecret).update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`).digest('base64')

  return {
    clientId,

    /** Basic credentials as PayPal's token endpoint reads them. */
    credentialsMatch(id: string, secret: string) {
      const a = Buffer.from(`${id}:${secret}`)
      const b = Buffer.from(`${clientId}:${clientSecret}`)
      return a.length === b.length && timingSafeEqual(a, b)
    },

    issueToken() {
      const token = `A21AA${randomBytes(24).toString('base64url')}`
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000)
      return { token, expiresIn: TOKEN_SECONDS }
    },

    tokenValid(token: string) {
      const until = tokens.get(token)
      return until !== undefined && until > Date.now()
    },

    /** An answer given before to the same request id for the same operation. */
    answered: (key: string) => answers.get(key),
    remember(key: string, status: number, body: unknown) {
      answers.set(key, { status, body })
    },

    createOrder(order: Pick<SandboxOrder, 'amount' | 'customId' | 'referenceId' | 'description'>) {
      const created: SandboxOrder = { ...order, id: payPalId(), status: 'CREATED', intent: 'CAPTURE', outcome: 'complete', createTime: new Date().toISOString() }
      orders.set(created.id, created)
      return created
    },

    order: (id: string) => orders.get(id),
    capture: (id: string) => captures.get(id),

    approve(id: string, outcome: CaptureOutcome) {
      const order = orders.get(id)
      if (!order || order.status !== 'CREATED') return undefined
      order.status = 'APPROVED'
      order.outcome = outcome
      return order
    },

    /** The buyer left without paying: PayPal keeps the order unapproved, and so does the sandbox. */
    cancel: (id: string) => orders.get(id),

    completeCapture(order: SandboxOrder) {
      const now = new Date().toISOString()
      const capture: SandboxCapture = { id: payPalId(), status: 'COMPLETED', amount: order.amount, custom_id: order.customId, create_time: now, update_time: now, orderId: order.id }
      order.status = 'COMPLETED'
      order.capture = capture
      captures.set(capture.id, capture)
      return capture
    },

    refund(capture: SandboxCapture) {
      capture.status = 'REFUNDED'
      capture.update_time = new Date().toISOString()
      return capture
    },

    /** Headers for a webhook delivery of `body` to the webhook `webhookId`. */
    sign(webhookId: string, body: string, certUrl: string) {
      const transmissionId = randomUUID()
      const time = new Date().toISOString()
      return {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, webhookId, body),
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': 'SHA256withRSA',
      }
    },

    verify({ transmissionId, time, webhookId, body, sig }: { transmissionId: string; time: string; webhookId: string; body: string; sig: string }) {
      const expected = Buffer.from(signature(transmissionId, time, webhookId, body))
      const given = Buffer.from(sig)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

export type SandboxStore = ReturnType<typeof createSandboxStore>
