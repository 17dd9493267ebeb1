import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { PayPalSettings } from '../../../contract/plans-checkout.ts'
import type { Config } from '../../config.ts'
import type { PaymentProvider } from './checkout-service.ts'
import { createPayPalClient } from './paypal-client.ts'
import { paypalSandbox } from '../../paypal-sandbox/plugin.ts'

export interface Payments {
  provider: PaymentProvider
  settings: PayPalSettings
}

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal, or the sandbox standing in for it; none on a production site without PayPal credentials. */
    payments: Payments | undefined
  }
}

export const SANDBOX_PREFIX = '/paypal-sandbox'

/** This server's own address from the machine itself, where the sandbox and its webhook are reached. */
function loopback(config: Config) {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`
}

/**
 * Where payments go (config.paypal): PayPal with the app's credentials, or, without them and outside
 * production, the PayPal sandbox mounted here, reached by the same client over HTTP as PayPal would be.
 */
export async function registerPayments(app: FastifyInstance, config: Config): Promise<Payments | undefined> {
  const paypal = config.paypal
  if (!paypal) return undefined
  if (paypal.kind === 'paypal') {
    return {
      provider: { client: createPayPalClient({ baseUrl: paypal.apiUrl, clientId: paypal.clientId, clientSecret: paypal.clientSecret }), webhookId: paypal.webhookId },
      settings: { clientId: paypal.clientId, sdkBaseUrl: paypal.sdkBaseUrl, testPayments: paypal.testPayments },
    }
  }
  const own = loopback(config)
  const credentials = { clientId: 'scholar-hub-sandbox', clientSecret: randomBytes(24).toString('base64url') }
  const webhook = { url: `${own}/api/paypal/webhook`, id: 'WH-LOCAL-SANDBOX' }
  await app.register(paypalSandbox, { prefix: SANDBOX_PREFIX, base: `${config.publicUrl}${SANDBOX_PREFIX}`, ...credentials, webhook })
  app.addHook('onReady', async () => app.log.info(`Payments go to the PayPal sandbox at ${config.publicUrl}${SANDBOX_PREFIX}: no money moves`))
  return {
    provider: { client: createPayPalClient({ baseUrl: `${own}${SANDBOX_PREFIX}`, ...credentials }), webhookId: webhook.id },
    settings: { clientId: credentials.clientId, sdkBaseUrl: `${SANDBOX_PREFIX}/sdk/js`, testPayments: true },
  }
}
