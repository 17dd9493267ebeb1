import type { IncomingMessage } from 'node:http'
import type { Sessions } from '../auth/sessions.ts'
import type { ChatSocket } from './rooms.ts'

/** The refusal a client reads in `connect_error`: `err.message`, and `err.data.code` to act on. */
function refusal(code: string, message: string) {
  return Object.assign(new Error(message), { data: { code, message } })
}

/**
 * The handshake carries the session token (`auth: { token }`), as HTTP requests carry it in their header:
 * a missing, unknown, revoked or expired one is refused before the socket exists.
 */
export const authenticateSocket = (sessions: Sessions) => async (socket: ChatSocket, next: (err?: Error) => void) => {
  const token: unknown = socket.handshake.auth?.token
  if (typeof token !== 'string' || !token) return next(refusal('unauthorized', 'Please login or register'))
  try {
    const session = await sessions.resolve(token)
    if (!session) return next(refusal('session_ended', 'Your session has ended. Please sign in again.'))
    socket.data.auth = session
    socket.data.joined = new Set()
    next()
  } catch {
    next(refusal('service_unavailable', 'Service unavailable, please try again shortly'))
  }
}

/**
 * Browsers always say which page opens a socket: one from another site is refused, so a page elsewhere cannot
 * use a visitor's browser to talk to us. Programs that are not browsers send no Origin and need the token anyway.
 */
export function originCheck(publicUrl: string, production: boolean) {
  const site = new URL(publicUrl).origin
  const isLocal = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)
  return (request: IncomingMessage, answer: (err: string | null | undefined, success: boolean) => void) => {
    const origin = request.headers.origin
    const allowed = origin === undefined || origin === site || (!production && isLocal(origin))
    answer(allowed ? null : 'Origin not allowed', allowed)
  }
}
