const SW_URL = '/sw.js'
/** How long a new version may take to control the page after Reload before the page reloads anyway. */
const TAKEOVER_WAIT_MS = 5000

/**
 * Registers the service worker in production builds, after the page has loaded so it never competes with the
 * first screen. When a new version has installed and waits, `onUpdate` receives a function that activates it
 * and reloads once the new worker controls the page.
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void) {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const start = async () => {
    // On a first visit no worker controls the page, so no update can be waiting: a plain registration installs
    // it, and workbox-window is only fetched (from the worker's cache) on later visits, where updates happen.
    if (!navigator.serviceWorker.controller) {
      await navigator.serviceWorker.register(SW_URL)
      return
    }
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox(SW_URL)
    wb.addEventListener('waiting', () => {
      onUpdate(() => {
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
        // Chromium can leave the new worker waiting when the old one was woken again while it stopped. Leaving the
        // page lets it take over all the same: the reload's page is then the new version's.
        window.setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS)
      })
    })
    await wb.register()
  }
  // Without a worker (private browsing, blocked by policy) the app still works; it only loses offline reading.
  const startQuietly = () => start().catch(() => undefined)
  if (document.readyState === 'complete') void startQuietly()
  else window.addEventListener('load', () => void startQuietly(), { once: true })
}
