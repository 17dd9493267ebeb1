import { useEffect, type RefObject } from 'react'

/** How far below the screen the film starts loading, so it is already playing when it scrolls in. */
const NEAR_PX = 300

/**
 * Plays a muted film once the page has loaded and the film comes near the screen. Until then the element has
 * `preload="none"` and no autoplay, so it downloads nothing while the first screen loads. `still` (reduced
 * motion) leaves starting it to the user.
 */
export function usePlayWhenNear(video: RefObject<HTMLVideoElement | null>, still: boolean) {
  useEffect(() => {
    const element = video.current
    if (!element || still) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        // A refused start (a data saver, say) leaves the poster and the play button, as reduced motion does.
        element.play().catch(() => undefined)
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    )
    const observe = () => observer.observe(element)
    if (document.readyState === 'complete') observe()
    else window.addEventListener('load', observe, { once: true })
    return () => {
      window.removeEventListener('load', observe)
      observer.disconnect()
    }
  }, [video, still])
}
