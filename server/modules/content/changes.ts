import type { Realtime } from '../../core/realtime/socket-server.ts'

/** How the nodes of a cluster tell each other that managed content changed. */
export interface ContentSignal {
  /** Tells every other node; this node clears its own cache itself. */
  send(): void
  /** Runs `onChange` when another node says its content changed. */
  listen(onChange: () => void): void
}

/**
 * The signal goes through socket.io's adapter, the way the nodes already share chat events: with Redis, every other
 * node hears it at once (the streams adapter replays it to a node whose connection dropped for a moment); a node
 * alone has nobody to tell. Only that something changed goes out; each node reads the database again when asked.
 */
export function contentSignal(realtime: Realtime, { clustered }: { clustered: boolean }): ContentSignal {
  return {
    send() {
      if (clustered) realtime.io.serverSideEmit('content:changed')
    },
    listen(onChange) {
      realtime.io.sockets.on('content:changed', onChange)
    },
  }
}
