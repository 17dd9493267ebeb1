type Cleanup = () => Promise<void> | void

const pending: Cleanup[] = []

/**
 * Remembers how to stop something the bench started, so that an interrupted run (Ctrl-C, a kill from a
 * CI timeout, the bench's own deadline) still stops its servers and browsers. Returns the function that
 * forgets it again once the thing was stopped the ordinary way.
 */
export function onInterrupt(cleanup: Cleanup): () => void {
  pending.push(cleanup)
  return () => {
    const i = pending.indexOf(cleanup)
    if (i >= 0) pending.splice(i, 1)
  }
}

/** Newest first, one at a time: a server must be gone before the data directory under it is removed. */
export async function runPendingCleanups() {
  for (const cleanup of pending.splice(0).reverse()) {
    try {
      await cleanup()
    } catch (err) {
      console.error('cleanup failed:', err)
    }
  }
}
