import type { IncomingMessage, ServerResponse } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import { VIEW_BEACON_MAX_BYTES } from '../../../contract/analytics.ts'
import type { Config } from '../../config.ts'
import type { HttpError } from '../../http/errors.ts'
import { createLimiter, type Limit } from '../../core/limits/limiter.ts'
import { createMemoryCounters } from '../../core/limits/memory-counter-store.ts'
import { JSON_TYPE } from '../../http/stored-json.ts'
import type { Analytics } from './collector.ts'

export const VIEW_PATH = '/api/analytics/view'

/**
 * Beacons one address may send in a minute: a person moving quickly through the app sends a few a minute, so this
 * leaves room for a few dozen people behind one address (a campus, a hospital). Its own counter, not the API's
 * (RATE_LIMIT_PER_MINUTE): views must not use up what a person's own requests may make, and a page sending views in a
 * loop is refused here alone.
 */
export const VIEWS_PER_MINUTE = 120
/** Addresses counted at once at most: past this, a new address's beacons are not counted against it until a sweep. */
const MAX_ADDRESSES = 100_000

/**
 * Counted in this node's memory (docs/decisions/0035): a beacon costs no round trip to Redis or PostgreSQL, and the
 * limit's counters need not be shared, as a node's beacons never cost another node anything.
 */
const VIEW_LIMIT: Limit = { name: 'views', max: VIEWS_PER_MINUTE, windowMs: 60_000, message: 'Too many screen views from this address. Please wait a minute.' }

const isViewPath = (url = '') => url === VIEW_PATH || url.startsWith(`${VIEW_PATH}?`)
const ignore = () => undefined
function answer(res: ServerResponse) {
  res.writeHead(204)
  res.end()
}

/**
 * `POST /api/analytics/view`: a screen a browser shows, answered by the HTTP server before the app's router sees it.
 * Views come with every screen of every visitor, and the app's own handling of a request (its hooks, headers, logger
 * and body parsers) cost several times what a view needs; counting them must not slow the site (docs/decisions/0035).
 *
 * Always 204 at once, whatever was sent: nothing to learn from the answer, nothing for the page to handle. A body that
 * is too large is dropped unread, and one that is no beacon (malformed, an unknown screen) is dropped by the view
 * counter, which reads the rest in a thread of its own; past the limit, 429. Never logged: a request log would keep,
 * per view, the address counting promises not to keep. What a view keeps is in view-counter.ts. Returns false for
 * every other request, which the app answers.
 */
export function viewEndpoint({ analytics, trustProxy }: { analytics: Analytics; trustProxy: Config['trustProxy'] }) {
  const trust = typeof trustProxy === 'function' ? trustProxy : trustProxy ? proxyAddr.compile(trustProxy) : () => false
  const limiter = createLimiter(createMemoryCounters({ maxKeys: MAX_ADDRESSES }))

  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !isViewPath(req.url)) return false
    req.on('error', ignore)
    const address = proxyAddr(req, trust) ?? ''
    // A socket the client has already closed has no address left; such beacons are counted as one address's.
    limiter.take(VIEW_LIMIT, address || 'closed-socket').then(
      () => take(req, res, address),
      (refusal: HttpError) => {
        req.resume()
        res.writeHead(refusal.statusCode, { ...refusal.headers, 'content-type': JSON_TYPE, 'x-content-type-options': 'nosniff' })
        res.end(JSON.stringify({ message: refusal.message, code: refusal.code }))
      },
    )
    return true
  }

  /** A beacon within the limit: its body read, unless it is too large, and handed to the counter. */
  function take(req: IncomingMessage, res: ServerResponse, address: string) {
    if (Number(req.headers['content-length']) > VIEW_BEACON_MAX_BYTES) {
      // Not read: the connection closes once the answer is out, rather than take a body that will be thrown away.
      res.shouldKeepAlive = false
      req.resume()
      answer(res)
      return
    }
    // A beacon's body comes in one chunk; past the limit, what follows is not kept.
    let body: Buffer | undefined
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= VIEW_BEACON_MAX_BYTES) body = body ? Buffer.concat([body, chunk]) : chunk
    })
    req.on('end', () => {
      if (body && size <= VIEW_BEACON_MAX_BYTES) analytics.viewed({ body: body.toString('utf8'), address, userAgent: req.headers['user-agent'] ?? '' })
      answer(res)
    })
  }
}
