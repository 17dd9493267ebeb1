import type { FastifyError, FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import { VIEW_BEACON_MAX_BYTES, ViewBeacon } from '../../../contract/analytics.ts'
import type { Analytics } from './collector.ts'

/**
 * Beacons one address may send in a minute: a person moving quickly through the app sends a few a minute, so this
 * leaves room for a few dozen people behind one address (a campus, a hospital). Its own counter, not the API's (RATE_LIMIT_PER_MINUTE): views must not use
 * up what a person's own requests may make, and a page sending views in a loop is refused here alone. It is counted
 * by @fastify/rate-limit (in memory, or in Redis with REDIS_URL), never in PostgreSQL, so a view costs no database
 * round trip (docs/decisions/0035).
 */
export const VIEWS_PER_MINUTE = 120

const withoutLimitHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false }

function beaconOf(body: unknown) {
  if (typeof body !== 'string') return undefined
  try {
    const result = v.safeParse(ViewBeacon, JSON.parse(body))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

/**
 * `POST /api/analytics/view`: a screen a browser shows. Always 204 at once, whatever was sent (nothing to learn from
 * the answer, nothing for the page to handle), except 429 past the limit. What it keeps is in collector.ts.
 */
export const viewRoutes: FastifyPluginAsync<{ analytics: Analytics }> = async (app, { analytics }) => {
  // Every content type is read as text (`navigator.sendBeacon` sends JSON as text/plain), and whatever fails before the
  // handler (a body over the limit, which is not read, a content type that is no content type, a body cut short) is
  // answered as a beacon that was dropped: a beacon is never told it was wrong.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    // The limit's refusal goes on to the app's handler, which answers it as every 429. It comes as a plain object, which
    // thrown again would be sent as a body with status 200.
    if (err.statusCode === 429) throw Object.assign(new Error(err.message), { statusCode: 429 })
    reply.code(204).send()
  })

  app.post(
    '/analytics/view',
    {
      bodyLimit: VIEW_BEACON_MAX_BYTES,
      // The counter's headers are left off the 204s, which nobody reads; a 429 still says when to come back.
      config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: 60_000, groupId: 'analytics-view', addHeadersOnExceeding: withoutLimitHeaders } },
      // The request log would keep, per view, the address this route promises not to keep; its warnings still show.
      logLevel: 'warn',
    },
    (request, reply) => {
      const beacon = beaconOf(request.body)
      if (beacon) analytics.viewed({ ...beacon, address: request.ip ?? '', userAgent: request.headers['user-agent'] ?? '' })
      reply.code(204).send()
    },
  )
}
