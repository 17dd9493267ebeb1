// Errors that mean the database could not be reached just now (the embedded one restarting after a crash, a
// PostgreSQL failover, the network) rather than that the request or the code is wrong: worth a retry shortly.

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])
// SQLSTATE: class 08 is connection exceptions; 57P01-57P03 are the server shutting down or still starting.
const serverStates = /^(08...|57P0[123])$/
// What `pg` says when a connection ends under a query, or the pool cannot open one in time.
const driverMessages = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string' && (socketCodes.has(code) || serverStates.test(code))) return true
  if (driverMessages.test(err.message)) return true
  // A connection attempt to several addresses (localhost as ::1 and 127.0.0.1) fails as one AggregateError.
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(err.cause, depth + 1)
}
