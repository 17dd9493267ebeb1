import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { upgradeRequired } from '../../http/errors.ts'
import type { Auth } from '../../plugins/auth.ts'
import type { PlansRepository } from '../plans/repository.ts'

// Bounds the memory a flood of distinct tokens can take; the oldest grants go first.
const MAX_GRANTS = 10_000

/**
 * Who may use the journal finder beyond its first page: members whose plan has the journal-finder feature,
 * and staff. Every such request costs two database queries (the session, then the plan), which on the
 * embedded database, serving one query at a time, would cap searching at a few hundred requests a second.
 * So a grant is remembered per bearer token for `grantMs`: a member typing in the search box is checked
 * once, not at every keystroke. Only grants are kept, never refusals, so a plan bought a moment ago
 * applies at once; a sign-out or an ended plan applies within `grantMs` (docs/decisions/0007).
 */
export function createFinderAccess({ auth, plans, grantMs }: { auth: Auth; plans: PlansRepository; grantMs: number }) {
  const grants = new Map<string, number>()
  const grantedRequests = new WeakSet<FastifyRequest>()

  // Tokens are kept as digests, never as they are.
  const keyOf = (request: FastifyRequest) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
    return token ? createHash('sha256').update(token).digest('base64url') : null
  }
  const granted = (request: FastifyRequest, reply: FastifyReply) => {
    const key = grantMs > 0 ? keyOf(request) : null
    const until = key ? grants.get(key) : undefined
    if (!key || until === undefined) return false
    if (until <= Date.now()) {
      grants.delete(key)
      return false
    }
    grantedRequests.add(request)
    // As the auth hooks do: an answer that depends on who asks is never stored by a cache.
    reply.header('cache-control', 'private, no-store')
    return true
  }

  async function mayUse(request: FastifyRequest) {
    if (grantedRequests.has(request)) return true
    const user = request.auth?.user
    if (!user) return false
    const allowed = user.role === 'admin' || (await plans.features(user.id)).includes('journal-finder')
    const key = allowed && grantMs > 0 ? keyOf(request) : null
    if (key) {
      if (grants.size >= MAX_GRANTS) grants.delete(grants.keys().next().value!)
      grants.set(key, Date.now() + grantMs)
    }
    return allowed
  }

  return {
    /** onRequest where signing in is optional: a recent grant stands in for the session lookup. */
    async optionalUser(request: FastifyRequest, reply: FastifyReply) {
      if (!granted(request, reply)) await auth.optionalUser(request, reply)
    },

    /** onRequest where signing in is required. */
    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      if (!granted(request, reply)) await auth.requireUser(request, reply)
    },

    /** Throws the upgrade prompt (403) unless the person may use the finder fully. */
    async require(request: FastifyRequest) {
      if (!(await mayUse(request))) throw upgradeRequired()
    },
  }
}

export type FinderAccess = ReturnType<typeof createFinderAccess>
