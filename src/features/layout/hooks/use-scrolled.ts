import { useSyncExternalStore } from 'react'

/** The header turns white once the page has scrolled past 50 px. */
const HEADER_SOLID_AFTER_PX = 50

// The offset as of the last scroll event. Reading window.scrollY while React renders or commits would make the
// browser lay out the whole new page there and then, inside React's task; a restored scroll position fires a
// scroll event too.
let offset = 0

function subscribe(onChange: () => void) {
  const onScroll = () => {
    offset = window.scrollY
    onChange()
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}

/** Re-renders only when the answer flips, not on every scroll event. */
export function useScrolledPast(threshold = HEADER_SOLID_AFTER_PX) {
  return useSyncExternalStore(subscribe, () => offset > threshold, () => false)
}
