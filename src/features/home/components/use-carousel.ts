import { useCallback, useEffect, useState } from 'react'

/** The carousel moves to the next slide after 7 s. */
export const AUTO_ADVANCE_MS = 7_000

/** Which slide shows, with wrap-around and a timer that restarts after every change. */
export function useCarousel(count: number, paused: boolean) {
  const [active, setActive] = useState(0)
  const index = count > 0 ? Math.min(active, count - 1) : 0

  const goTo = useCallback((target: number) => setActive(((target % count) + count) % count), [count])

  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setTimeout(() => setActive((current) => (current + 1) % count), AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [active, paused, count])

  return { index, goTo, next: () => goTo(index + 1), previous: () => goTo(index - 1) }
}
