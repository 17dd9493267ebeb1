import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Config } from '../config.ts'
import { tooManyRequests } from '../http/errors.ts'

/**
 * The headers a helmet middleware sets, read once. They depend on the configuration alone, and given to the reply
 * they are written with its own headers in one go. The middleware's twelve steps, each setting its header on the
 * response, took a twentieth of the server's busy time under a list's load.
 */
function headersOf(middleware: ReturnType<typeof helmet>) {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

/** Security headers for every response and a per-address request budget. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  { exempt, store }: { exempt: (request: FastifyRequest) => boolean; store?: FastifyRateLimitStoreCtor },
) {
  const https = config.publicUrl.startsWith('https:')
  // PayPal's own checkout loads its script, frames and images from its domains; a PayPal-compatible service
  // elsewhere (PAYPAL_API_URL) its script and the button's stylesheet from its own origin. Either is allowed only
  // on a site that uses it; the sandbox mounted here is 'self'.
  const checkout = config.paypal?.kind === 'paypal' ? config.paypal : undefined
  const paypal = checkout && !checkout.sdkBaseUrl ? ['https://*.paypal.com'] : []
  const paypalImages = paypal.length ? [...paypal, 'https://*.paypalobjects.com'] : []
  const compatible = checkout?.sdkBaseUrl ? [new URL(checkout.sdkBaseUrl).origin] : []
  const securityHeaders = headersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal, ...compatible],
        styleSrc: ["'self'", ...compatible],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypalImages],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...paypal],
        // The contact page's map is Google's embed, framed only after a click (docs/decisions/0024); nothing else of Google's loads.
        frameSrc: ['https://www.google.com', ...paypal],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // PayPal's checkout runs in a popup on PayPal's origin and reports back to this page: under 'same-origin' the
    // page would lose its popup the moment it leaves for PayPal.
    crossOriginOpenerPolicy: { policy: checkout ? 'same-origin-allow-popups' : 'same-origin' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }))
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders)
    done()
  })
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: exempt,
    store,
    // A socket the client has already closed has no address left; such a request is counted, not failed.
    keyGenerator: (request) => request.ip ?? 'closed-socket',
    errorResponseBuilder: (_request, context) => {
      const { statusCode, code, message } = tooManyRequests(context.ttl)
      return { statusCode, code, message }
    },
  })
}
