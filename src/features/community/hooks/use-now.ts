import { useSyncExternalStore } from 'react'

// One clock for every 'Posted 5 minutes ago' on screen, moving each minute while any is shown.
const TICK_MS = 60_000

let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  if (!listeners.size) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((l) => l())
    }, TICK_MS)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) clearInterval(timer)
  }
}

const snapshot = () => now

/** The time, to the minute, for relative times. */
export const useNow = () => useSyncExternalStore(subscribe, snapshot, snapshot)
