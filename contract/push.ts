import * as v from 'valibot'
import { envelope } from './common.ts'

// Web Push: a member allows notifications on a device, and the server pushes chat messages and 'at once' alerts to
// it while the app is closed. `POST /api/push-subscriptions` takes the browser's PushSubscription as its toJSON()
// gives it; `DELETE /api/push-subscriptions` names one of the member's own by its endpoint or its id.

/** Devices one member may have notifications on: past it, allowing another says so. */
export const PUSH_SUBSCRIPTIONS_MAX = 20
/** Push services' addresses are a few hundred characters; far more is no push service's. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048

export const pushMessages = {
  off: 'Notifications are not available on this site.',
  endpoint: 'Must be the https address of a push service',
  privateHost: 'This push service’s address is not allowed',
  unknownHost: 'This push service’s address could not be found',
  p256dh: 'Must be the browser’s P-256 public key (65 bytes, base64url)',
  auth: 'Must be the browser’s 16-byte auth secret (base64url)',
  tooMany: `You can have notifications on at most ${PUSH_SUBSCRIPTIONS_MAX} devices. Turn them off on one you no longer use.`,
  allowed: 'Notifications are on for this device.',
  removed: 'Notifications are off for that device.',
  notFound: 'Those notifications are already off.',
  oneTarget: 'Name the device by its endpoint or its id',
} as const

const Endpoint = v.pipe(
  v.string(pushMessages.endpoint),
  v.trim(),
  v.nonEmpty(pushMessages.endpoint),
  v.maxLength(PUSH_ENDPOINT_MAX_LENGTH, pushMessages.endpoint),
  v.url(pushMessages.endpoint),
  v.startsWith('https://', pushMessages.endpoint),
)

// Browsers give both keys as unpadded base64url. An uncompressed point is 65 bytes, 0x04 first: 87 characters from
// 'B' and one of A to P, the last one carrying 4 bits. The auth secret is 16 bytes: 22 characters, the last carrying 2.
const P256dh = v.pipe(v.string(pushMessages.p256dh), v.regex(/^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]$/, pushMessages.p256dh))
const Auth = v.pipe(v.string(pushMessages.auth), v.regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, pushMessages.auth))

/** A browser's PushSubscription.toJSON(); `expirationTime` and anything else it adds are ignored. */
export const PushSubscriptionBody = v.object({
  endpoint: Endpoint,
  keys: v.object({ p256dh: P256dh, auth: Auth }, pushMessages.p256dh),
})
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>

const SubscriptionId = v.pipe(v.string(pushMessages.oneTarget), v.regex(/^[1-9]\d{0,14}$/, pushMessages.oneTarget), v.transform(Number))

/** Which of the member's subscriptions to remove: this browser's by its endpoint, another device's by its id. */
export const PushTarget = v.pipe(
  v.object({ endpoint: v.optional(Endpoint), id: v.optional(SubscriptionId) }),
  v.check((target) => (target.endpoint === undefined) !== (target.id === undefined), pushMessages.oneTarget),
)
export type PushTarget = v.InferOutput<typeof PushTarget>

export const PushDevice = v.object({
  id: v.string(),
  /** 'Chrome 131', as the signed-in devices list names the device. */
  browser: v.string(),
  system: v.string(),
  device: v.picklist(['mobile', 'tablet', 'desktop', 'unknown']),
  createdAt: v.string(),
  /** This request's device: turning it off here also unsubscribes the browser. */
  current: v.boolean(),
})
export type PushDevice = v.InferOutput<typeof PushDevice>

export const PushDevicesResponse = envelope(v.array(PushDevice))
/** The server's VAPID public key (base64url) that PushManager.subscribe takes; null when push is off here. */
export const PushKeyResponse = envelope(v.object({ publicKey: v.nullable(v.string()) }))
export const PushSubscribedResponse = envelope(PushDevice)
export const PushRemovedResponse = envelope(v.null())
