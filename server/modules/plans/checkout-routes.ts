import type { FastifyPluginAsync } from 'fastify'
import { CreateOrderBody, OrderIdBody, paymentMessages, type PayPalSettings } from '../../../contract/plans-checkout.ts'
import { HttpError } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Limit, Limiter } from '../../core/limits/limiter.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import type { CheckoutService } from './checkout-service.ts'

/** Orders a member may start in an hour: far above anyone buying a plan, far below flooding PayPal. */
const ordersPerHour: Limit = { name: 'paypal-orders', max: 30, windowMs: 60 * 60_000, message: 'Too many payment attempts. Please try again later.' }

const until = (date: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)

export const checkoutRoutes: FastifyPluginAsync<{ service: CheckoutService; auth: Auth; limiter: Limiter; settings: PayPalSettings | undefined }> = async (
  base,
  { service, auth, limiter, settings },
) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/paypal/settings', async () => {
    if (!settings) throw new HttpError(503, 'payments_unavailable', 'Payments are not available on this site at the moment.')
    return { data: settings }
  })

  app.post('/paypal/order/create', { schema: { body: CreateOrderBody }, onRequest: auth.requireUser }, async (request) => {
    const { user } = signedIn(request)
    await limiter.take(ordersPerHour, user.id)
    return { data: await service.create(user.id, request.body.planId) }
  })

  app.post('/paypal/order/capture', { schema: { body: OrderIdBody }, onRequest: auth.requireUser }, async (request) => {
    const subscription = await service.capture(signedIn(request).user.id, request.body.orderId)
    return { data: { subscription }, message: `Your ${subscription.planTitle} plan is active until ${until(subscription.endDate)}.` }
  })

  app.post('/paypal/order/cancel', { schema: { body: OrderIdBody }, onRequest: auth.requireUser }, async (request) => ({
    data: await service.cancel(signedIn(request).user.id, request.body.orderId),
    message: paymentMessages.canceled,
  }))

  // PayPal calls this; it carries no session, only a signature PayPal is asked to confirm.
  app.post('/paypal/webhook', async (request) => ({ data: await service.webhook(request.headers, request.body) }))
}
