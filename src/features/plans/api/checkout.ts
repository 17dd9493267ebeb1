import { queryOptions } from '@tanstack/react-query'
import { CancelOrderResponse, CaptureOrderResponse, CreateOrderResponse, PayPalSettingsResponse } from '../../../../contract/plans-checkout.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { planKeys } from './plans-keys.ts'

// The calls of a PayPal checkout; the server makes the order from the plan, and grants it on capture.

/** Whose PayPal buttons to load and from where; asked for when the payment dialog opens. */
export const paypalSettingsQuery = () =>
  queryOptions({
    queryKey: planKeys.paypalSettings,
    queryFn: ({ signal }) => getJson(PayPalSettingsResponse, 'paypal/settings', { signal }).then((r) => r.data),
    staleTime: Infinity,
  })

export const createOrder = (planId: number) => sendJson(CreateOrderResponse, 'post', 'paypal/order/create', { planId }).then((r) => r.data.orderId)

export const captureOrder = (orderId: string) => sendJson(CaptureOrderResponse, 'post', 'paypal/order/capture', { orderId })

export const cancelOrder = (orderId: string) => sendJson(CancelOrderResponse, 'post', 'paypal/order/cancel', { orderId })
