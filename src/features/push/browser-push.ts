// The browser's side of Web Push: whether this browser can, its permission, and this device's PushSubscription,
// made with the server's VAPID key through the service worker's registration (src/lib/service-worker.ts).

export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on'

/** Browsers without push (an iPhone's Safari outside an installed app, an old browser) say so here. */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const registration = () => navigator.serviceWorker.getRegistration()

/** This browser's subscription, if it has one. */
export async function currentSubscription() {
  if (!pushSupported()) return null
  return (await (await registration())?.pushManager.getSubscription()) ?? null
}

/** Whether notifications are on here, off, blocked in the browser's settings, or impossible in this browser. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off'
}

export class PushUnavailable extends Error {}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const held = subscription.options.applicationServerKey
  return held !== null && new Uint8Array(held).every((byte, i) => byte === key[i])
}

/**
 * Asks the browser's permission (the person has just asked for it) and subscribes this device with the server's key.
 * A subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribeThisDevice(publicKey: string) {
  if (!pushSupported()) throw new PushUnavailable('This browser cannot show notifications from a website.')
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushUnavailable('Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.')
  const found = await registration()
  if (!found) throw new PushUnavailable('Notifications need the app’s offline support, which is still starting. Reload the page and try again.')
  const key = keyBytes(publicKey)
  const existing = await found.pushManager.getSubscription()
  if (existing && sameKey(existing, key)) return existing
  await existing?.unsubscribe()
  return found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

/** Unsubscribes this browser, answering the endpoint it had (for the server to forget), if any. */
export async function forgetThisDevice() {
  const subscription = await currentSubscription()
  if (!subscription) return null
  await subscription.unsubscribe()
  return subscription.endpoint
}
