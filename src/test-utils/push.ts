import { vi } from 'vitest'

// The browser's side of push notifications for component tests: what jsdom lacks.

/** A VAPID public key as the server answers it. */
export const PUBLIC_KEY = 'BKeskqXQw6mm1flutHc4v1pPFkAfc9wc3OETInTYKuk5OAQ8EaiZSewabcs9o1HDL_gPNZom4W8_W2nmk6xjTU4'
export const ENDPOINT = 'https://push.example.com/send/this-device'
/** The keys of the subscription the stub makes. */
export const subscriptionKeys = { p256dh: PUBLIC_KEY, auth: '5eY29kFYtKGIGW5SDjbtJQ' }

/**
 * The browser's push parts: Notification's permission, and a service worker registration whose PushManager holds
 * this device's subscription once one is made. `grant` is what the permission prompt answers.
 */
export function stubBrowserPush({ permission = 'default' as NotificationPermission, subscribed = false, grant = 'granted' as NotificationPermission } = {}) {
  const serverKey = Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer
  let current: unknown = null
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: serverKey },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: subscriptionKeys }),
    unsubscribe: vi.fn(async () => {
      current = null
      return true
    }),
  }
  if (subscribed) current = subscription
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (current = subscription)),
  }
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = grant
      return grant
    }),
  }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => ({ pushManager }) }, configurable: true })
  return { notification, pushManager, subscription }
}


/** Takes away the service worker `stubBrowserPush` added; vitest restores the globals it stubbed. */
export function unstubBrowserPush() {
  Reflect.deleteProperty(navigator, 'serviceWorker')
}
