import { io as connect, type Socket } from 'socket.io-client'
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/chat.ts'

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** The product's own socket client settings, against a server listening at `url`. */
export function openSocket(url: string, token: string | undefined, extra: { origin?: string } = {}): ClientSocket {
  return connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    ...(extra.origin && { extraHeaders: { origin: extra.origin } }),
  })
}

/** Resolves once connected; rejects with the server's refusal (`message`, `data.code`). */
export function connected(socket: ClientSocket) {
  return new Promise<ClientSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

/** A connected socket for the token; closed by `closeAll`. */
export function socketsFor(url: () => string) {
  const open: ClientSocket[] = []
  return {
    async connect(token: string | undefined, extra: { origin?: string } = {}) {
      const socket = openSocket(url(), token, extra)
      open.push(socket)
      return connected(socket)
    },
    /** The refusal a handshake gets. */
    async refusal(token: string | undefined, extra: { origin?: string } = {}) {
      const socket = openSocket(url(), token, extra)
      open.push(socket)
      return connected(socket).then(
        () => null,
        (err: Error & { data?: { code: string } }) => ({ message: err.message, code: err.data?.code }),
      )
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.disconnect()
    },
  }
}

/**
 * The next `event` the socket receives, or a rejection after `ms`: by default long enough for a busy machine, and
 * short of the API tests' own 20 s, so that a missing event is named.
 */
export function nextEvent<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, ms = 15_000) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer)
      resolve(payload)
    }) as never)
  })
}

/** Whether `event` arrives within `ms`: for checking that something is NOT delivered. */
export async function receives<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, ms = 300) {
  return nextEvent(socket, event, ms).then(
    () => true,
    () => false,
  )
}
