// The states of a payment, apart from the checkout's schemas: the Payments list's URL filter reads them, and every
// route's definition is in the first screen's script.

/** Our record of one purchase: made, approved by the buyer at PayPal, then captured, canceled or failed. */
export const paymentOrderStatuses = ['created', 'approved', 'captured', 'canceled', 'failed'] as const
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number]
