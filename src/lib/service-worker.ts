import { Workbox } from 'workbox-window'

/**
 * Registers the service worker in production builds. When a new version has installed and waits, `onUpdate`
 * receives a function that activates it and reloads once the new worker controls the page.
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void) {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const wb = new Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })
  void wb.register()
}
