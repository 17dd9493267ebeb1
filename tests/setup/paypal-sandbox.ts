import Fastify from 'fastify'
import { paypalSandbox } from '../../server/paypal-sandbox/plugin.ts'
import { freePort } from './free-port.ts'

/**
 * The PayPal sandbox on a loopback port of its own, as PayPal is a server apart from ours: the product's
 * PayPal client reaches it over HTTP. `webhookUrl` is where it posts its signed events.
 */
export async function startPayPalSandbox({ webhookUrl, webhookId = 'WH-TEST-SANDBOX' }: { webhookUrl?: string; webhookId?: string } = {}) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/paypal-sandbox`
  const credentials = { clientId: 'test-sandbox-client', clientSecret: `test-secret-${crypto.randomUUID()}` }
  const requests: string[] = []
  const app = Fastify()
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url.split('?')[0]}`)
  })
  await app.register(paypalSandbox, { prefix: '/paypal-sandbox', base, ...credentials, webhook: webhookUrl ? { url: webhookUrl, id: webhookId } : undefined })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    base,
    ...credentials,
    webhookId,
    /** `METHOD /path` of every request it received, in order. */
    requests,
    /** What the buyer does on the buyer page: approve (with the capture's outcome) or cancel. */
    async buyer(orderId: string, action: 'approve' | 'cancel', outcome: 'complete' | 'declined' | 'error' = 'complete') {
      const res = await fetch(`${base}/checkoutnow/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: orderId, outcome }),
      })
      return { status: res.status, html: await res.text() }
    },
    close: () => app.close(),
  }
}

export type TestPayPalSandbox = Awaited<ReturnType<typeof startPayPalSandbox>>
