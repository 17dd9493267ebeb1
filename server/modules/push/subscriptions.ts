import { createECDH } from 'node:crypto'
import { pushMessages, type PushDevice, type PushTarget } from '../../../contract/push.ts'
import { describeDevice } from '../../core/auth/device.ts'
import type { Limiter } from '../../core/limits/limiter.ts'
import { HttpError, invalid, notFound } from '../../http/errors.ts'
import { checkHost } from './address-guard.ts'
import type { Push } from './service.ts'

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

/** Who asks: the signed-in member and the session (the device) the request comes from. */
interface Asker {
  userId: string
  sessionId: string
}

const device = (row: { id: number; sessionId: string; userAgent: string | null; createdAt: Date }, currentSession: string): PushDevice => ({
  id: String(row.id),
  ...describeDevice(row.userAgent),
  createdAt: row.createdAt.toISOString(),
  current: row.sessionId === currentSession,
})

/**
 * A member's push subscriptions, one per signed-in device: only their own, and only to a push service on a public
 * host (an address that resolves to a private one could make this server reach inside its network).
 */
export function createPushSubscriptions({ push, limiter }: { push: Push; limiter: Limiter }) {
  return {
    async list({ userId, sessionId }: Asker) {
      return (await push.repo.list(userId)).map((row) => device(row, sessionId))
    },

    async subscribe({ userId, sessionId }: Asker, { endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }, userAgent: string | null) {
      if (!push.enabled) throw pushOff()
      await limiter.take(changesPerMember, userId)
      // The address as every later request will read it: numeric and other spellings of a host become one.
      const url = new URL(endpoint)
      if (url.username || url.password) throw invalid([{ path: 'endpoint', message: pushMessages.endpoint }])
      if (!isP256Point(keys.p256dh)) throw invalid([{ path: 'keys.p256dh', message: pushMessages.p256dh }])
      const host = await checkHost(url.hostname, push.allowPrivateHosts)
      if (host !== 'public') throw invalid([{ path: 'endpoint', message: host === 'private' ? pushMessages.privateHost : pushMessages.unknownHost }])
      const stored = await push.repo.subscribe(userId, sessionId, { endpoint: url.href, keys })
      if (stored === 'full') throw new HttpError(409, 'too_many_devices', pushMessages.tooMany)
      return device({ id: stored.id, sessionId, userAgent, createdAt: stored.created_at }, sessionId)
    },

    /** This browser's subscription by its endpoint, or another device's by the id the list gave. */
    async remove(userId: string, target: PushTarget) {
      await limiter.take(changesPerMember, userId)
      const which = target.endpoint !== undefined ? { endpoint: new URL(target.endpoint).href } : { id: target.id }
      if (!(await push.repo.remove(userId, which))) throw notFound(pushMessages.notFound)
    },
  }
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>
