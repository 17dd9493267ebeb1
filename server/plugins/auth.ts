import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Role } from '../db/schema.ts'
import { forbidden, HttpError } from '../http/errors.ts'
import type { SessionUser, Sessions } from '../modules/account/sessions.ts'

export interface RequestAuth {
  sessionId: string
  user: SessionUser
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth preHandlers when the request carries a valid session token. */
    auth: RequestAuth | null
  }
}

const notSignedIn = () => new HttpError(401, 'unauthorized', 'Please login or register')
const sessionEnded = () => new HttpError(401, 'unauthorized', 'Your session has ended. Please sign in again.')

/** Adds `request.auth` to every request; the preHandlers from `createAuth` fill it. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null)
}

/** The signed-in user of a route behind `requireUser` or `requireRole`. */
export function signedIn(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw notSignedIn()
  return request.auth
}

/** preHandlers that read `Authorization: Bearer <token>` and decide who may go on. */
export function createAuth(sessions: Sessions) {
  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    // Answers that depend on who asks must never be stored by a browser or shared cache.
    reply.header('cache-control', 'private, no-store')
    const header = request.headers.authorization
    if (!header) return null
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    const session = token ? await sessions.resolve(token) : null
    // A stale token is reported even where signing in is optional, so the client clears it.
    if (!session) throw sessionEnded()
    request.auth = session
    return session
  }

  return {
    /** Guests go on as guests; a token, when sent, must be valid. */
    async optionalUser(request: FastifyRequest, reply: FastifyReply) {
      await authenticate(request, reply)
    },

    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      if (!(await authenticate(request, reply))) throw notSignedIn()
    },

    requireRole(...roles: Role[]) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const session = await authenticate(request, reply)
        if (!session) throw notSignedIn()
        if (!roles.includes(session.user.role)) throw forbidden('You are not allowed to do this')
      }
    },
  }
}

export type Auth = ReturnType<typeof createAuth>
