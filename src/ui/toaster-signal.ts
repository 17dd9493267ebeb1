import { useSyncExternalStore } from 'react'

// The first toast mounts the toast region. Kept apart from the jotai store so neither jotai nor radix is part
// of the first load; they arrive with the first module that shows a toast.
let requested = false
const listeners = new Set<() => void>()

export function requestToaster() {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useToasterRequested = () => useSyncExternalStore(subscribe, () => requested)
