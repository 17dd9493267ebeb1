import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createMetrics, type MetricsSources } from '../core/metrics.ts'
import { HttpError } from '../http/errors.ts'

export const METRICS_PATH = '/metrics'
// A request no route matched: one label for all of them, whatever URL was asked for.
const UNMATCHED = 'unmatched'

// Both sides hashed first, so the comparison takes as long whatever the length of what was sent.
const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the request carries `Authorization: Bearer <token>` with the metrics token, compared in constant time. */
export function hasMetricsToken(request: FastifyRequest, token: string | undefined) {
  const sent = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!token || !sent) return false
  return timingSafeEqual(digest(sent), digest(token))
}

/** A scrape with the right token, which the per-address request limit leaves alone; a wrong one is counted. */
export const isMetricsScrape = (request: FastifyRequest, token: string | undefined) => request.routeOptions.url === METRICS_PATH && hasMetricsToken(request, token)

const refused = () =>
  new HttpError(401, 'unauthorized', 'Metrics need the METRICS_TOKEN as a bearer token', undefined, undefined, { 'www-authenticate': 'Bearer realm="metrics"' })

/**
 * Prometheus metrics at `GET /metrics`, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; anyone
 * else gets 401. Every answered request is counted by its route's pattern and status, timed with the reply's own
 * clock (Fastify starts it for every request anyway). Register it before the routes it should count.
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricsSources) {
  const metrics = createMetrics(sources)
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  app.get(METRICS_PATH, async (request, reply) => {
    if (!hasMetricsToken(request, token)) throw refused()
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(await metrics.text())
  })
  return metrics
}
