import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { KEPT_FILES_CACHE } from '../src/lib/kept-files.ts'
import { sendOutboxOnSync } from './outbox-sync.ts'
import { listenForPush } from './push.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

// Every route below is for GET requests: a POST (the outbox's writes, the screen-view beacon) goes straight to the
// network, never cached or queued; sw.test.ts checks the beacon's.

// The shell and every route chunk, so the installed app opens with no network.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Client routes load the shell; API paths never do, so an offline API call fails instead of returning HTML. Nor do
// the files the server writes for search engines, which a person may open too, nor the PayPal sandbox's buyer
// pages, which stand in for PayPal's own site.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/paypal-sandbox\//, /^\/(sitemap\.xml|robots\.txt)$/] }),
)

// Stored images never change under the same path, so the cached copy is always right.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/api/serve-file/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'stored-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// Templates are a member's download: the server decides each time. A copy the person kept offline answers only
// when the network fails, and only they put it there (src/lib/kept-files.ts).
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/serve-file/templates/'),
  new NetworkOnly({
    plugins: [{ handlerDidError: async ({ request }) => (await caches.open(KEPT_FILES_CACHE)).match(request) }],
  }),
)

sendOutboxOnSync()

// Chat messages and alerts pushed while the app is closed: shown, counted on the icon, and opened when tapped.
listenForPush()

// A new version waits until the person accepts the "new version available" prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()
