import { useEffect, useRef, useState } from 'react'

/**
 * Calls `onVisible` when the returned ref's element comes within `rootMargin` of the viewport, or of `root` for a
 * list that scrolls in a box of its own. A fresh observer per `enabled` change reports the element's position at
 * once, so a list too short to scroll keeps loading until it fills the screen or runs out.
 */
export function useSentinel(onVisible: () => void, enabled: boolean, rootMargin = '600px 0px', root: Element | null = null) {
  const [element, setElement] = useState<Element | null>(null)
  const latest = useRef(onVisible)
  useEffect(() => {
    latest.current = onVisible
  })

  useEffect(() => {
    if (!element || !enabled) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current()
    }, { rootMargin, root })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, enabled, rootMargin, root])

  return setElement
}
