import { CancelOrderResponse, CaptureOrderResponse, CreateOrderResponse } from '../../../../contract/plans.ts'
import { sendJson } from '../../../lib/api.ts'

// The three calls of a PayPal checkout; the server makes the order from the plan, and grants it on capture.

export const createOrder = (planId: number) => sendJson(CreateOrderResponse, 'post', 'paypal/order/create', { planId }).then((r) => r.data.orderId)

export const captureOrder = (orderId: string) => sendJson(CaptureOrderResponse, 'post', 'paypal/order/capture', { orderId })

export const cancelOrder = (orderId: string) => sendJson(CancelOrderResponse, 'post', 'paypal/order/cancel', { orderId })
