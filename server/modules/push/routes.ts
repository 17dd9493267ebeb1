import { createECDH } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { pushMessages, PushSubscriptionBody, PushTarget, type PushDevice } from '../../../contract/push.ts'
import { HttpError, invalid, notFound } from '../../http/errors.ts'
import { parseInput, type ValibotTypeProvider } from '../../http/valibot.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { signedIn, type Auth } from '../../core/auth/request-auth.ts'
import { describeDevice } from '../../core/auth/device.ts'
import { checkHost } from './address-guard.ts'
import type { Push } from './service.ts'

// A subscription is a few hundred bytes of JSON; more is no browser's.
const BODY_LIMIT = 8 * 1024
// Far above a person allowing and turning off notifications; below a script probing addresses (each one is resolved).
const changesPerMember = { name: 'push-subscription', max: 30, windowMs: 10 * 60_000, message: 'You have changed notifications too often. Please wait a few minutes.' }

const pushOff = () => new HttpError(503, 'push_off', pushMessages.off)

/** The browser's key must be a point on P-256: anything else could never be encrypted for. */
function isP256Point(base64url: string) {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'))
    return true
  } catch {
    return false
  }
}

export const pushRoutes: FastifyPluginAsync<{ push: Push; auth: Auth; limiter: Limiter }> = async (base, { push, auth, limiter }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()
  // A member's own devices only: every call is about the signed-in member, and no id names another's.
  app.addHook('onRequest', auth.requireUser)

  const device = (row: { id: number; sessionId: string; userAgent: string | null; createdAt: Date }, currentSession: string): PushDevice => ({
    id: String(row.id),
    ...describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    current: row.sessionId === currentSession,
  })

  app.get('/push-subscriptions/key', async () =>
    push.publicKey ? { data: { publicKey: push.publicKey } } : { data: { publicKey: null }, message: pushMessages.off },
  )

  app.get('/push-subscriptions', async (request) => {
    const { user, sessionId } = signedIn(request)
    return { data: (await push.repo.list(user.id)).map((row) => device(row, sessionId)) }
  })

  app.post('/push-subscriptions', { bodyLimit: BODY_LIMIT, schema: { body: PushSubscriptionBody } }, async (request, reply) => {
    const { user, sessionId } = signedIn(request)
    if (!push.enabled) throw pushOff()
    await limiter.take(changesPerMember, user.id)
    const { endpoint, keys } = request.body
    // The address as every later request will read it: numeric and other spellings of a host become one.
    const url = new URL(endpoint)
    if (url.username || url.password) throw invalid([{ path: 'endpoint', message: pushMessages.endpoint }])
    if (!isP256Point(keys.p256dh)) throw invalid([{ path: 'keys.p256dh', message: pushMessages.p256dh }])
    const host = await checkHost(url.hostname, push.allowPrivateHosts)
    if (host !== 'public') throw invalid([{ path: 'endpoint', message: host === 'private' ? pushMessages.privateHost : pushMessages.unknownHost }])
    const stored = await push.repo.subscribe(user.id, sessionId, { endpoint: url.href, keys })
    if (stored === 'full') throw new HttpError(409, 'too_many_devices', pushMessages.tooMany)
    const row = { id: stored.id, sessionId, userAgent: request.headers['user-agent'] ?? null, createdAt: stored.created_at }
    return reply.code(201).send({ data: device(row, sessionId), message: pushMessages.allowed })
  })

  // This browser's subscription is named by its endpoint (the body, or the query when a client sends no body);
  // another device's by the id the list gave.
  app.delete('/push-subscriptions', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { user } = signedIn(request)
    const given = request.body && typeof request.body === 'object' && Object.keys(request.body).length ? request.body : request.query
    const parsed = parseInput(PushTarget, given, request.body ? 'body' : 'query')
    if ('error' in parsed) throw parsed.error
    await limiter.take(changesPerMember, user.id)
    const target = parsed.value.endpoint !== undefined ? { endpoint: new URL(parsed.value.endpoint).href } : { id: parsed.value.id }
    if (!(await push.repo.remove(user.id, target))) throw notFound(pushMessages.notFound)
    return { data: null, message: pushMessages.removed }
  })
}
