import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { matchesMedia } from '../../../lib/media-query.ts'
import { reducedMotion } from '../../../styles/media.ts'

/** How long to wait for the target of a hash to render (its data may still be loading). */
const WAIT_FOR_TARGET_MS = 10_000

/**
 * Scrolls smoothly to the element a URL hash names, waiting for it to appear when its block is still loading.
 * The router's own hash scrolling is turned off (see main.tsx) so this is the one place that does it.
 */
export function useHashScroll() {
  const hash = useLocation({ select: (location) => location.hash })
  // Following the same #link twice should scroll again, so each navigation counts, not only hash changes.
  const key = useLocation({ select: (location) => location.state.__TSR_key })

  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash)
    const scrollTo = (target: HTMLElement) =>
      target.scrollIntoView({ behavior: matchesMedia(reducedMotion) ? 'auto' : 'smooth', block: 'start' })

    const present = document.getElementById(id)
    if (present) {
      scrollTo(present)
      return
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id)
      if (!target) return
      stop()
      scrollTo(target)
    })
    const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [hash, key])
}
