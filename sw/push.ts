declare const self: ServiceWorkerGlobalScope

// What the server pushes (server/modules/push/service.ts): the notification's words, the app path it opens, its tag
// (one per conversation or alert, so an update replaces it) and the count for the app icon's badge.

interface PushPayload {
  title: string
  body: string
  url: string
  tag: string | undefined
  badge: number | undefined
}

const ICON = '/icons/icon-192.png'
const APP_NAME = 'Scholar Hub'

/** A path of this app only: a notification never opens another site, whatever its payload says. */
export function appUrl(url: unknown) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/'
  const resolved = new URL(url, self.location.origin)
  return resolved.origin === self.location.origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/'
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** The payload as far as it is usable; a push the worker cannot read still shows a notification, as browsers require. */
export function readPayload(data: PushMessageData | null): PushPayload {
  let raw: Record<string, unknown> = {}
  try {
    const parsed: unknown = data?.json()
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>
  } catch {
    raw = {}
  }
  const badge = typeof raw.badge === 'number' && Number.isInteger(raw.badge) && raw.badge >= 0 ? raw.badge : undefined
  return {
    title: text(raw.title, 200) || APP_NAME,
    body: text(raw.body, 500) || 'You have something new.',
    url: appUrl(raw.url),
    tag: text(raw.tag, 200) || undefined,
    badge,
  }
}

async function setBadge(count: number | undefined) {
  if (count === undefined || !('setAppBadge' in self.navigator)) return
  await (count > 0 ? self.navigator.setAppBadge(count) : self.navigator.clearAppBadge()).catch(() => undefined)
}

export async function showPush(data: PushMessageData | null) {
  const push = readPayload(data)
  await Promise.all([
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: ICON,
      badge: ICON,
      data: { url: push.url },
      // A newer message of the same conversation replaces the notification and alerts again.
      ...(push.tag && { tag: push.tag, renotify: true }),
    } as NotificationOptions),
    setBadge(push.badge),
  ])
}

/** Focuses a window of the app on the notification's screen, or opens one there. */
export async function openFromNotification(notification: Notification) {
  notification.close()
  const url = appUrl((notification.data as { url?: unknown } | null)?.url)
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (open) {
    // A browser may refuse focus (no tap behind the event); the window is still taken to the screen.
    const focused = await open.focus().catch(() => open)
    const navigated = await focused.navigate(url).catch(() => null)
    if (navigated) return
  }
  await self.clients.openWindow(url)
}

/** The worker's Web Push handlers: show what is pushed, and open its screen when it is tapped. */
export function listenForPush() {
  self.addEventListener('push', (event) => event.waitUntil(showPush(event.data)))
  self.addEventListener('notificationclick', (event) => event.waitUntil(openFromNotification(event.notification)))
}
