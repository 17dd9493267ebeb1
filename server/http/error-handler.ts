import type { FastifyError, FastifyInstance } from 'fastify'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { HttpError } from './errors.ts'

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
}

/** The one place an error becomes a response: `{ message, code, issues? }`, never internals on a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      request.log.info({ statusCode: err.statusCode, code: err.code }, err.message)
      if (err.headers) reply.headers(err.headers)
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, issues: err.issues, title: err.title })
    }
    // The database unreachable for a moment (restarting, failing over): a retry soon will do, not a bug to report.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'service unavailable')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'Service unavailable, please try again shortly', code: 'service_unavailable' })
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500
    if (status >= 500) {
      request.log.error({ err }, 'request failed')
      return reply.status(status).send({ message: 'Internal server error!', code: 'internal' })
    }
    request.log.info({ statusCode: status, code: err.code }, err.message)
    // Fastify's own 4xx messages (bad JSON, body too large, wrong content type) are safe to show.
    return reply.status(status).send({ message: err.message, code: codeByStatus[status] ?? 'bad_request' })
  })
}
