import type { FastifyBaseLogger } from 'fastify'
import * as v from 'valibot'
import { decimalAmount } from '../../../contract/money.ts'
import { paymentMessages } from '../../../contract/plans-checkout.ts'
import { HttpError, invalid, notFound, tryLater } from '../../http/errors.ts'
import { sendInBackground, type Mailer } from '../../mail/mailer.ts'
import type { DashboardNotice } from '../../core/realtime/socket-server.ts'
import type { PaymentOrderStatus } from '../../db/schema/plans.ts'
import type { CheckoutRepository, PaymentOrder } from './checkout-repository.ts'
import { receiptEmail } from './emails.ts'
import { completedCapture, PayPalError, type PayPalClient, type PayPalOrder } from './paypal-client.ts'
import type { PlansRepository } from './repository.ts'

/** PayPal, as the server reaches it: the client and the id of the webhook whose deliveries it accepts. */
export interface PaymentProvider {
  client: PayPalClient
  webhookId: string | undefined
}

const unavailable = () => new HttpError(503, 'payments_unavailable', 'Payments are not available on this site at the moment.')
const failed = (status = 402) => new HttpError(status, 'payment_failed', paymentMessages.failed)
const unknownOrder = () => notFound(paymentMessages.unknownOrder)
const payPalDown = () => tryLater(503, 'payment_provider_unavailable', 'PayPal did not answer. Please try again in a moment.', 5000)

const WebhookEvent = v.object({
  event_type: v.string(),
  resource: v.object({
    id: v.string(),
    status: v.optional(v.string()),
    amount: v.optional(v.object({ currency_code: v.string(), value: v.string() })),
    supplementary_data: v.optional(v.object({ related_ids: v.optional(v.object({ order_id: v.optional(v.string()) })) })),
    links: v.optional(v.array(v.object({ rel: v.string(), href: v.string() }))),
  }),
})

/** PayPal's events that mean the money of a capture went back: the plan it paid for ends. */
const moneyReturned = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED', 'PAYMENT.CAPTURE.DENIED'])

export function createCheckoutService({
  repo,
  plans,
  provider,
  mailer,
  log,
  publicUrl,
  dashboardChanged,
}: {
  repo: CheckoutRepository
  plans: PlansRepository
  provider: PaymentProvider | undefined
  mailer: Mailer
  log: FastifyBaseLogger
  publicUrl: string
  dashboardChanged: DashboardNotice
}) {
  const paypal = () => {
    if (!provider) throw unavailable()
    return provider.client
  }

  /** What PayPal took matches what the order asked for: the same amount in the same currency, completed. */
  const paidInFull = (order: PaymentOrder, capture: { status: string; amount: { currency_code: string; value: string } }) =>
    capture.status === 'COMPLETED' && capture.amount.currency_code === order.currency && capture.amount.value === decimalAmount(order.amountMinor, order.currency)

  /** Marks an order failed if it is still in one of `from`; staff see failures the day they happen. */
  async function fail(orderId: string, from: PaymentOrderStatus[], issue: string) {
    if (await repo.move(orderId, from, 'failed', issue)) dashboardChanged('payments')
  }

  async function grant(order: PaymentOrder, captureId: string) {
    const { granted, subscriptionId } = await repo.grant(order.id, captureId)
    if (granted) dashboardChanged('payments')
    if (granted && subscriptionId) {
      const facts = await repo.receiptFacts(subscriptionId)
      if (facts) sendInBackground(mailer, { to: facts.email, ...receiptEmail(facts, publicUrl) }, log)
    }
    return subscriptionId
  }

  /** The order as PayPal has it after our capture call: captured now, or by an earlier call whose answer was lost. */
  async function captureAtPayPal(order: PaymentOrder, paypalOrderId: string): Promise<PayPalOrder> {
    try {
      return await paypal().captureOrder(paypalOrderId, order.id)
    } catch (err) {
      if (!(err instanceof PayPalError)) throw err
      if (err.issue === 'ORDER_ALREADY_CAPTURED') return paypal().getOrder(paypalOrderId)
      if (err.retryable) throw payPalDown()
      // Too early: the order stays open for the capture that follows the buyer's approval.
      if (err.issue === 'ORDER_NOT_APPROVED') throw new HttpError(409, 'not_approved', 'This payment has not been approved at PayPal yet.')
      await fail(order.id, ['created', 'approved'], err.issue)
      log.info({ order: order.id, issue: err.issue }, 'payment declined by PayPal')
      throw failed()
    }
  }

  return {
    /** Our order for a paid plan at its price now, then PayPal's; the browser gets PayPal's id for its button. */
    async create(userId: string, planId: number) {
      const plan = await repo.plan(planId)
      // A retired plan is no longer sold; an order made before it was retired can still be captured.
      if (!plan || plan.isFree || plan.status !== 'offered') throw invalid([{ path: 'planId', message: paymentMessages.choosePlan }])
      const client = paypal()
      const order = await repo.createOrder({ userId, planId, amountMinor: plan.priceMinor, currency: plan.currency })
      try {
        const created = await client.createOrder({
          requestId: order.id,
          amount: decimalAmount(plan.priceMinor, plan.currency),
          currency: plan.currency,
          customId: order.id,
          description: `Scholar Hub: ${plan.title}`,
        })
        await repo.setPayPalOrder(order.id, created.id)
        return { orderId: created.id }
      } catch (err) {
        if (!(err instanceof PayPalError)) throw err
        await fail(order.id, ['created'], err.issue)
        throw err.retryable ? payPalDown() : failed(502)
      }
    },

    /**
     * Captures an order the buyer approved at PayPal and grants its plan. A second call for the same order (a
     * retry, another tab) gets the same subscription; nothing is granted without PayPal's completed capture of
     * the full amount.
     */
    async capture(userId: string, paypalOrderId: string) {
      const order = await repo.byPayPalOrder(paypalOrderId)
      if (!order || order.userId !== userId) throw unknownOrder()
      if (order.status === 'canceled' || order.status === 'failed') throw new HttpError(409, 'order_closed', 'This payment was canceled or has failed. Please start again.')
      let subscriptionId: string | null
      if (order.status === 'captured') {
        subscriptionId = await grant(order, order.captureId!)
      } else {
        const plan = await repo.plan(order.planId)
        if (!plan || plan.priceMinor !== order.amountMinor || plan.currency !== order.currency) {
          await fail(order.id, ['created', 'approved'], 'PRICE_CHANGED')
          throw new HttpError(409, 'price_changed', 'The price of this plan changed after you started. Please start again.')
        }
        await repo.move(order.id, ['created'], 'approved')
        const capture = completedCapture(await captureAtPayPal(order, paypalOrderId))
        if (!capture || !paidInFull(order, capture)) {
          await fail(order.id, ['approved'], capture ? 'AMOUNT_MISMATCH' : 'NOT_COMPLETED')
          log.warn({ order: order.id, capture: capture?.id }, 'PayPal capture does not match the order; no plan granted')
          throw failed(409)
        }
        subscriptionId = await grant(order, capture.id)
      }
      const subscription = subscriptionId ? await plans.subscription(subscriptionId) : undefined
      if (!subscription) throw failed(409)
      return subscription
    },

    /** The buyer left PayPal without paying; an order already paid stays paid. */
    async cancel(userId: string, paypalOrderId: string) {
      const order = await repo.byPayPalOrder(paypalOrderId)
      if (!order || order.userId !== userId) throw unknownOrder()
      if (order.status === 'captured') throw new HttpError(409, 'already_paid', 'This payment has already gone through.')
      await repo.move(order.id, ['created', 'approved'], 'canceled')
      return { orderId: paypalOrderId }
    },

    /**
     * A webhook delivery from PayPal: believed only when PayPal confirms its signature for our webhook. A
     * completed capture grants its order's plan (if the browser's capture call never came back); money returned
     * ends the plan it paid for. Anything else is acknowledged and left.
     */
    async webhook(headers: Record<string, string | string[] | undefined>, body: unknown) {
      if (!provider?.webhookId) throw new HttpError(400, 'webhook_unverified', 'This webhook cannot be verified.')
      const event = v.safeParse(WebhookEvent, body)
      if (!event.success) throw new HttpError(400, 'webhook_unverified', 'This is not a PayPal webhook event.')
      const single = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]))
      let verified: boolean
      try {
        verified = await provider.client.verifyWebhook(single, body, provider.webhookId)
      } catch (err) {
        if (err instanceof PayPalError && err.retryable) throw payPalDown()
        verified = false
      }
      if (!verified) throw new HttpError(400, 'webhook_unverified', 'The webhook signature could not be verified.')

      const { event_type: type, resource } = event.output
      if (type === 'PAYMENT.CAPTURE.COMPLETED') {
        const orderId = resource.supplementary_data?.related_ids?.order_id
        const order = orderId ? await repo.byPayPalOrder(orderId) : undefined
        if (order && resource.amount && paidInFull(order, { status: resource.status ?? '', amount: resource.amount })) await grant(order, resource.id)
      } else if (moneyReturned.has(type)) {
        // A refund's resource is the refund; the capture it returns is its `up` link.
        const captureId = resource.links?.find((link) => link.rel === 'up')?.href.split('/').at(-1) ?? resource.id
        if (await repo.endPaidBy(captureId)) log.info({ capture: captureId, event: type }, 'plan ended: the payment went back')
      }
      return { received: true }
    },
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
