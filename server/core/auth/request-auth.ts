import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { can, isStaff, type Permission } from '../../../contract/permissions.ts'
import { forbidden, HttpError } from '../../http/errors.ts'
import type { ResolvedSession, Sessions } from './sessions.ts'

export type RequestAuth = ResolvedSession

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth preHandlers when the request carries a valid session token. */
    auth: RequestAuth | null
  }
  interface FastifyContextConfig {
    /**
     * What a staff route needs, read by `requirePermission`: a permission, or `staff` for what every staff screen
     * reads (the forms' shared choices), which anyone who holds a permission may.
     */
    permission?: StaffNeed
  }
}

export type StaffNeed = Permission | 'staff'

const notSignedIn = () => new HttpError(401, 'unauthorized', 'Please login or register')
const sessionEnded = () => new HttpError(401, 'unauthorized', 'Your session has ended. Please sign in again.')

/** The token of `Authorization: Bearer <token>`, or null when the header is missing or of another kind. */
export const bearerToken = (request: Pick<FastifyRequest, 'headers'>) => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null

/** Adds `request.auth` to every request; the preHandlers from `createAuth` fill it. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null)
}

/** The signed-in user of a route behind `requireUser` or `requirePermission`. */
export function signedIn(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw notSignedIn()
  return request.auth
}

/** preHandlers that read `Authorization: Bearer <token>` and decide who may go on. */
export function createAuth(sessions: Sessions) {
  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    // Answers that depend on who asks must never be stored by a browser or shared cache.
    reply.header('cache-control', 'private, no-store')
    if (!request.headers.authorization) return null
    const token = bearerToken(request)
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

    /**
     * 401 without a valid session, 403 unless the person may do what the route's `config.permission` names; a route
     * that names nothing is refused to everyone. As an onRequest hook it answers before any body is read.
     */
    async requirePermission(request: FastifyRequest, reply: FastifyReply) {
      const session = await authenticate(request, reply)
      if (!session) throw notSignedIn()
      const needed = request.routeOptions.config.permission
      const allowed = needed === 'staff' ? isStaff(session.user) : needed !== undefined && can(session.user, needed)
      if (!allowed) throw forbidden()
    },
  }
}

export type Auth = ReturnType<typeof createAuth>
