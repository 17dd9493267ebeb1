import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { VIEW_BEACON_MAX_BYTES, ViewBeacon } from '../../../contract/analytics.ts'
import type { Analytics } from './collector.ts'

/**
 * Beacons one address may send in a minute: a person moving through the app quickly sends a few a minute, and a
 * campus behind one address a few dozen. Its own counter, not the API's (RATE_LIMIT_PER_MINUTE): views must not use
 * up what a person's own requests may make, and a page sending views in a loop is refused here alone. It is counted
 * by @fastify/rate-limit (in memory, or in Redis with REDIS_URL), never in PostgreSQL, so a view costs no database
 * round trip (docs/decisions/0035).
 */
export const VIEWS_PER_MINUTE = 120

/**
 * The body as text, whatever its content type claims (`navigator.sendBeacon` sends JSON as text/plain), or nothing
 * when it is larger than a beacon may be. It never fails: the body of a beacon that is dropped is read and discarded.
 */
function beaconBody(request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: string) => void) {
  // Declared too large: not read at all; Node discards the rest once the answer is sent.
  if (Number(request.headers['content-length']) > VIEW_BEACON_MAX_BYTES) return done(null, undefined)
  const chunks: Buffer[] = []
  let size = 0
  let finished = false
  const finish = (body: string | undefined) => {
    if (finished) return
    finished = true
    done(null, body)
  }
  payload.on('data', (chunk: Buffer) => {
    if (finished) return
    size += chunk.length
    if (size > VIEW_BEACON_MAX_BYTES) finish(undefined)
    else chunks.push(chunk)
  })
  payload.on('end', () => finish(Buffer.concat(chunks).toString('utf8')))
  payload.on('error', () => finish(undefined))
}

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
  // This route's own parser for every content type, and an answer for whatever fails before the handler (a content
  // type that is no content type, a body cut short): a beacon is never told it was wrong.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', beaconBody)
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    // The limit's refusal goes on to the app's handler, which answers it as every 429. It comes as a plain object, which
    // thrown again would be sent as a body with status 200.
    if (err.statusCode === 429) throw Object.assign(new Error(err.message), { statusCode: 429 })
    reply.code(204).send()
  })

  app.post(
    '/analytics/view',
    {
      config: { rateLimit: { max: VIEWS_PER_MINUTE, timeWindow: 60_000, groupId: 'analytics-view' } },
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
