import type { FastifyRequest } from 'fastify'

// Email links carry their token in the path (/api/verify-email/<token>) or the query (?token=): a log line
// must never hold one, since it signs in or resets a password.
const tokenInPath = /(\/(?:verify-email|reset-password)\/)[^/?#]+/gi
const tokenInQuery = /([?&](?:token|access_token)=)[^&#]*/gi

export const redactUrl = (url: string) => url.replace(tokenInPath, '$1[redacted]').replace(tokenInQuery, '$1[redacted]')

/** How a request appears in the log: Fastify's usual fields, with any token taken out of the URL. */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
