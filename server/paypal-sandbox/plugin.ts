import type { FastifyPluginAsync } from 'fastify'
import { sandboxApiRoutes } from './api-routes.ts'
import { sandboxBuyerRoutes } from './buyer-routes.ts'
import { createSandboxStore } from './store.ts'
import { createWebhookSender, type WebhookTarget } from './webhooks.ts'

export interface SandboxOptions {
  /** The sandbox's own address as a browser reaches it: its `approve` links lead there. */
  base: string
  clientId: string
  clientSecret: string
  webhook?: WebhookTarget
}

/**
 * A PayPal-compatible sandbox: PayPal's REST calls that the product makes (OAuth token, Orders v2, webhook
 * signature check), a buyer page, and a browser SDK, so a site with no PayPal account, and the tests, buy
 * plans through the product's own PayPal client. Registered under a prefix; state is kept in memory.
 */
export const paypalSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const store = createSandboxStore(options)
  const deliver = createWebhookSender(store, options.base, options.webhook, app.log)
  // PayPal's token call and the buyer page's forms are form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  await app.register(sandboxApiRoutes, { store, deliver, base: options.base })
  await app.register(sandboxBuyerRoutes, { store, base: options.base })
}
