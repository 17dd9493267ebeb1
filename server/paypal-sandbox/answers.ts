import { randomBytes } from 'node:crypto'
import type { SandboxCapture, SandboxOrder } from './store.ts'

// The bodies PayPal's REST API answers with, as far as the product reads them (Orders v2, OAuth 2, webhooks).

const debugId = () => randomBytes(7).toString('hex')

export interface PayPalFailure {
  status: number
  body: Record<string, unknown>
}

export const failure = (status: number, name: string, message: string, issue?: string, description?: string): PayPalFailure => ({
  status,
  body: { name, message, debug_id: debugId(), ...(issue && { details: [{ issue, description: description ?? message }] }) },
})

export const unprocessable = (issue: string, description: string) =>
  failure(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', issue, description)

export const invalidRequest = (issue: string, description: string) =>
  failure(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', issue, description)

export const notFound = () => failure(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')

export const internalError = () => failure(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.')

export const unauthenticated = () => failure(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.')

export const captureBody = (capture: SandboxCapture, base: string) => ({
  id: capture.id,
  status: capture.status,
  amount: capture.amount,
  ...(capture.custom_id && { custom_id: capture.custom_id }),
  final_capture: true,
  create_time: capture.create_time,
  update_time: capture.update_time,
  supplementary_data: { related_ids: { order_id: capture.orderId } },
  links: [
    { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
    { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
  ],
})

export function orderBody(order: SandboxOrder, base: string) {
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    create_time: order.createTime,
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: order.amount,
        ...(order.customId && { custom_id: order.customId }),
        ...(order.description && { description: order.description }),
        ...(order.capture && { payments: { captures: [captureBody(order.capture, base)] } }),
      },
    ],
    ...(order.status !== 'CREATED' && { payer: { payer_id: 'SANDBOXBUYER01', email_address: 'buyer@sandbox.example', name: { given_name: 'Sandbox', surname: 'Buyer' } } }),
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
    ],
  }
}
