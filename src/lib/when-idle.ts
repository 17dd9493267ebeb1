import { startTransition, useEffect, useState } from 'react'

/**
 * The longest deferred work waits for an idle moment: on a phone still busy with the first screen it comes anyway,
 * well before a reader scrolls to it.
 */
const IDLE_TIMEOUT_MS = 1500

/**
 * Runs `work` once the browser has painted and has nothing more urgent to do, each piece in a task of its own, so
 * work the first screen does not show never lengthens a task that the first screen needs. Returns a cancel.
 * Safari has no requestIdleCallback; a timeout set from a frame callback runs after that frame's paint.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  let timer = 0
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(work)
  })
  return () => {
    cancelAnimationFrame(frame)
    window.clearTimeout(timer)
  }
}

/**
 * False for a component's first render and until the browser is idle after painting it; then true, as a
 * transition that yields to input. For what is not on screen at first (content off to the side or below).
 */
export function useWhenIdle() {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), [])
  return idle
}
