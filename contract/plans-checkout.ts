import * as v from 'valibot'
import { envelope } from './common.ts'
import { Subscription } from './plans.ts'

// Buying a plan with PayPal: the server makes the order from the plan in the database, never from amounts
// the browser sends, and captures it once the buyer approves it at PayPal. Apart from the plans themselves,
// so none of it loads before someone chooses a plan.

export const paymentMessages = {
  failed: 'Payment failed!',
  canceled: 'Payment canceled!',
  successful: 'Payment Successful!',
  choosePlan: 'Choose a paid plan from the list',
  unknownOrder: 'This payment was not found. Please start again.',
} as const

export const CreateOrderBody = v.object({
  planId: v.pipe(v.number(paymentMessages.choosePlan), v.integer(paymentMessages.choosePlan), v.minValue(1, paymentMessages.choosePlan), v.maxValue(2 ** 31 - 1, paymentMessages.choosePlan)),
})
export type CreateOrderBody = v.InferInput<typeof CreateOrderBody>

/** PayPal's order ids are upper-case letters and digits; anything else names no order of ours. */
export const OrderIdBody = v.object({
  orderId: v.pipe(v.string(paymentMessages.unknownOrder), v.regex(/^[A-Z0-9]{1,64}$/, paymentMessages.unknownOrder)),
})
export type OrderIdBody = v.InferInput<typeof OrderIdBody>

export const CreateOrderResponse = envelope(v.object({ orderId: v.string() }))
export const CaptureOrderResponse = envelope(v.object({ subscription: Subscription }))
export const CancelOrderResponse = envelope(v.object({ orderId: v.string() }))

/** What the browser needs to load PayPal's buttons: whose they are, from where, and whether money moves. */
export const PayPalSettings = v.object({
  clientId: v.string(),
  /** The SDK's address when it is not PayPal's own: this server's sandbox. */
  sdkBaseUrl: v.nullable(v.string()),
  /** True for PayPal's sandbox and this server's: no money moves. */
  testPayments: v.boolean(),
})
export type PayPalSettings = v.InferOutput<typeof PayPalSettings>
export const PayPalSettingsResponse = envelope(PayPalSettings)
