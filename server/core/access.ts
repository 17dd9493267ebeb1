import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FeatureSlug } from '../../contract/plans.ts'
import { isStaff } from '../../contract/permissions.ts'
import { upgradeRequired } from '../http/errors.ts'
import { bearerToken, type Auth, type RequestAuth } from './auth/request-auth.ts'
import type { SessionUser } from './auth/sessions.ts'
import { createCache } from '../lib/cache.ts'

// Bounds the memory a flood of distinct tokens can take; the oldest grants go first.
const MAX_GRANTS = 10_000

interface Grant {
  userId: string
  /** The session a request's grant was made for: a recalled grant signs the request in as that session did. */
  auth?: RequestAuth
}

/**
 * Who may use a paid feature: anyone whose plan includes it (the free plans' features reach guests too), and
 * staff. Checking costs two queries (the session, then the plan), so a grant is remembered per bearer token
 * and feature for `grantMs`: a member typing in a search box is checked once, not at every keystroke. Only
 * grants are kept, never refusals, so a plan bought a moment ago applies at once. A sign-out or a plan
 * change on this node drops the person's grants at once; on another node they lapse within `grantMs`.
 */
/** The features a person's plans give them; null for a guest, who has the free plans' features. */
export type FeaturesOf = (userId: string | null) => Promise<readonly FeatureSlug[]>

export function createAccess({ auth, featuresOf, grantMs }: { auth: Auth; featuresOf: FeaturesOf; grantMs: number }) {
  const grants = createCache<string, Grant>({ max: MAX_GRANTS, ttlMs: grantMs })
  const grantedRequests = new WeakMap<FastifyRequest, Set<FeatureSlug>>()

  // Tokens are kept as digests, never as they are.
  const tokenDigest = (request: FastifyRequest) => {
    const token = bearerToken(request)
    return token ? createHash('sha256').update(token).digest('base64url') : null
  }
  const keyOf = (digest: string, feature: FeatureSlug) => `${feature}:${digest}`

  /** A grant remembered for this token and feature stands in for the session lookup. */
  function recall(request: FastifyRequest, reply: FastifyReply, feature: FeatureSlug) {
    const digest = grantMs > 0 ? tokenDigest(request) : null
    const grant = digest ? grants.get(keyOf(digest, feature)) : undefined
    if (!digest || !grant?.auth) return false
    request.auth = grant.auth
    const features = grantedRequests.get(request) ?? new Set()
    grantedRequests.set(request, features.add(feature))
    // As the auth hooks do: an answer that depends on who asks is never stored by a cache.
    reply.header('cache-control', 'private, no-store')
    return true
  }

  function remember(request: FastifyRequest, feature: FeatureSlug, auth: RequestAuth) {
    const digest = grantMs > 0 ? tokenDigest(request) : null
    if (!digest) return
    grants.set(keyOf(digest, feature), { userId: auth.user.id, auth })
  }

  /** Whether the request may use the feature; the session must have been read (or recalled) first. */
  async function mayUse(request: FastifyRequest, feature: FeatureSlug) {
    if (grantedRequests.get(request)?.has(feature)) return true
    const user = request.auth?.user
    const allowed = isStaff(user) || (await featuresOf(user?.id ?? null)).includes(feature)
    if (allowed && request.auth) remember(request, feature, request.auth)
    return allowed
  }

  return {
    /**
     * onRequest where signing in is optional and the handler decides whether the feature is needed (the
     * journal finder's first page is free, the second is not): a recent grant for it skips the session lookup.
     */
    optionalUser(feature: FeatureSlug) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (!recall(request, reply, feature)) await auth.optionalUser(request, reply)
      }
    },

    /** Throws the upgrade prompt (403) unless the person may use the feature. */
    async check(request: FastifyRequest, feature: FeatureSlug) {
      if (!(await mayUse(request, feature))) throw upgradeRequired()
    },

    /** onRequest for routes that are the feature: signed in (when `signIn`) and entitled, or refused. */
    requireFeature(feature: FeatureSlug, { signIn = false } = {}) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (recall(request, reply, feature)) return
        await (signIn ? auth.requireUser(request, reply) : auth.optionalUser(request, reply))
        if (!(await mayUse(request, feature))) throw upgradeRequired()
      }
    },

    /** Whether a signed-in user may use the feature, for work that is no HTTP request (a socket event). */
    async userMay(user: SessionUser, feature: FeatureSlug) {
      const key = `${feature}:user:${user.id}`
      if (grants.get(key)) return true
      const allowed = isStaff(user) || (await featuresOf(user.id)).includes(feature)
      if (allowed && grantMs > 0) grants.set(key, { userId: user.id })
      return allowed
    },

    /** Forgets every grant of the user on this node: after a sign-out or a plan change. */
    forgetUser(userId: string) {
      grants.deleteWhere((grant) => grant.userId === userId)
    },

    /** Forgets every grant on this node: after staff change what a plan includes. */
    forgetAll() {
      grants.clear()
    },
  }
}

export type Access = ReturnType<typeof createAccess>
