import { startTransition, useEffect, useState } from 'react'

/**
 * False for a component's first render and true once the browser has painted it; the re-render is a
 * transition, so it yields to input. For work that is not on screen at first (content off to the side or below),
 * so the first frame only lays out and paints what shows.
 */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer = 0
    // A frame callback runs just before that frame paints; a timeout set from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [])
  return painted
}
