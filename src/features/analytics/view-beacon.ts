import type { AnyRouter } from '@tanstack/react-router'

/**
 * Counts each screen shown, without cookies (docs/decisions/0036): after a navigation that changed the path, the
 * screen's route pattern (`/vacancy/$slug`, never the address or its query) goes to the server by
 * `navigator.sendBeacon`, with the referring site's host on the page load's first screen when it came from another
 * site. Staff screens are not counted, nor a screen that was not found or failed; offline nothing is sent or kept.
 * The server keeps the screens it knows (contract/analytics.ts `analyticsScreens`) and drops the rest, so that list
 * stays out of the first screen's script.
 */
export function countViews(router: AnyRouter) {
  let referrer = document.referrer && new URL(document.referrer).hostname
  if (referrer === location.hostname) referrer = ''
  router.subscribe('onResolved', ({ pathChanged }) => {
    const { fullPath: screen, status, _notFound } = router.state.matches.at(-1)!
    if (pathChanged && status === 'success' && !_notFound && !screen.startsWith('/admin-dashboard') && navigator.onLine)
      navigator.sendBeacon?.('/api/analytics/view', JSON.stringify({ screen, referrer: referrer || undefined }))
    referrer = ''
  })
}
