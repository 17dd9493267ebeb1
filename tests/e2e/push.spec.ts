import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './support/checks.ts'

// The service worker's Web Push handlers in Chromium: a push delivered through DevTools (as a push service would)
// shows its notification, and tapping it takes the app's window to the screen it names. The server's sending is
// tested against a loopback push service (server/modules/push/sending.test.ts).
test.use({ serviceWorkers: 'allow' })

// The service worker downloads and stores the whole precache before it takes control.
test.describe.configure({ timeout: 90_000 })

// What the worker's global offers, for code evaluated in it (this file is typed for pages).
interface WorkerScope {
  registration: { getNotifications(): Promise<Notification[]> }
  dispatchEvent(event: Event): boolean
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event

interface Shown {
  title: string
  body: string
  tag: string
  data: unknown
}

test('a push shows its notification, one per tag, and tapping it opens its screen', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'])
  await page.goto('/')
  await waitForServiceWorker(page)
  const origin = new URL(baseURL!).origin

  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const push = async (payload: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) })

  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin))!
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    )

  // The second message arrives once the first is shown, as two alerts do: delivered together, the browser may show
  // them in either order, since each waits for its icon.
  await push({ title: 'New event: Heart Rhythm Summit', body: 'Toronto, 12 May', url: '/events', tag: 'alert:event:1', badge: 1 })
  await expect.poll(async () => (await shown()).map((n) => n.title)).toEqual(['New event: Heart Rhythm Summit'])
  await push({ title: 'New event: Heart Rhythm Summit 2027', body: 'Toronto, 12 May', url: '/events', tag: 'alert:event:1', badge: 2 })
  await expect
    .poll(shown)
    .toEqual([{ title: 'New event: Heart Rhythm Summit 2027', body: 'Toronto, 12 May', tag: 'alert:event:1', data: { url: '/events' } }] satisfies Shown[])

  // A tap, as the browser would send it to the worker.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope
    const [notification] = await scope.registration.getNotifications()
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
  })
  await expect(page).toHaveURL(`${origin}/events`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(shown).toEqual([])
})
