import { useSyncExternalStore } from 'react'

/** The spec's header turns white once the page has scrolled past 50 px. */
const HEADER_SOLID_AFTER_PX = 50

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** Re-renders only when the answer flips, not on every scroll event. */
export function useScrolledPast(threshold = HEADER_SOLID_AFTER_PX) {
  return useSyncExternalStore(subscribe, () => window.scrollY > threshold, () => false)
}
