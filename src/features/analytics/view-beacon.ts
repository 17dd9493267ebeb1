import type { AnyRouter } from '@tanstack/react-router'

/**
 * Counts each screen shown, without cookies (docs/decisions/0035): after a navigation that changed the path, the
 * screen's route pattern (`/vacancy/$slug`, never the address or its query) goes to the server by
 * `navigator.sendBeacon`, with the referring site's host on the page load's first screen when it came from another
 * site. Staff screens are not counted, nor a screen that was not found or failed; offline nothing is sent or kept.
 * The server keeps the screens it knows (contract/analytics.ts `analyticsScreens`) and drops the rest, so that list
 * stays out of the first screen's script.
 */
export function countViews(router: AnyRouter) {
  const from = document.referrer && new URL(document.referrer).hostname
  let referrer = from === location.hostname ? '' : from
  router.subscribe('onResolved', ({ pathChanged }) => {
    const shown = router.state.matches.at(-1)!
    const screen: string = shown.fullPath
    if (pathChanged && shown.status === 'success' && !shown._notFound && !screen.startsWith('/admin-dashboard') && navigator.onLine && 'sendBeacon' in navigator)
      navigator.sendBeacon('/api/analytics/view', JSON.stringify({ screen, referrer: referrer || undefined }))
    referrer = ''
  })
}
