import { useEffect, useSyncExternalStore } from 'react'
import type { Socket } from 'socket.io-client'
import * as v from 'valibot'
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/chat.ts'
import { ApiError, getJson } from './api.ts'
import { clearAuth, getAuth, onTokenChange } from './auth.ts'

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/** An authenticated request that answers 401 once the session has ended, and costs the server little. */
const SESSION_CHECK_PATH = 'conversations/unread-count'
const RECONNECT_MS = [1_000, 5_000, 15_000, 30_000, 60_000]

// One connection for the whole tab, open while anything holds it and someone is signed in. The client library
// is fetched with the first holder, so it is never part of the first screen's script.
let socket: ChatSocket | null = null
let holders = 0
// Bumped whenever the socket in use must change (sign-out, another person, the last holder gone), so a library
// download, a session check or a reconnect that was under way for the old one does nothing when it ends.
let generation = 0
let refusals = 0
let retryTimer = 0
let stopFollowingAuth: (() => void) | null = null
const listeners = new Set<() => void>()

const setSocket = (next: ChatSocket | null) => {
  socket = next
  listeners.forEach((listener) => listener())
}

function close() {
  generation += 1
  window.clearTimeout(retryTimer)
  refusals = 0
  socket?.disconnect()
  if (socket) setSocket(null)
}

function open() {
  const { token } = getAuth()
  if (!token || socket) return
  const mine = ++generation
  void import('socket.io-client').then(({ io }) => {
    if (mine !== generation) return
    const next: ChatSocket = io({ path: SOCKET_PATH, transports: ['websocket'], auth: { token } })
    // Transport failures are retried by socket.io with its own backoff (`active` stays true); a refused handshake
    // is not. Its code says whether the session has ended, which signs the person out as a 401 does elsewhere
    // (src/lib/api.ts), only if it is still the session in use.
    next.on('connect_error', (err: Error & { data?: { code?: unknown } }) => {
      if (next.active) return
      if (err.data?.code === 'session_ended' || err.data?.code === 'unauthorized') {
        if (getAuth().token === token) clearAuth()
      } else reconnectLater(next, mine)
    })
    // The server closed the socket: its session may have ended (a sign-out elsewhere, a password change), or the
    // node is going away. A plain request says which: a 401 there signs out; anything else, the socket comes back.
    next.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') void checkSession(next, mine)
    })
    next.on('connect', () => {
      refusals = 0
    })
    setSocket(next)
  })
}

async function checkSession(closed: ChatSocket, mine: number) {
  const ended = await getJson(v.unknown(), SESSION_CHECK_PATH).then(
    () => false,
    (err: unknown) => err instanceof ApiError && err.status === 401,
  )
  if (!ended) reconnectLater(closed, mine)
}

/** Connects a socket socket.io will not retry by itself, later each time it is refused again. */
function reconnectLater(refused: ChatSocket, mine: number) {
  if (mine !== generation) return
  const delay = RECONNECT_MS[Math.min(refusals, RECONNECT_MS.length - 1)]
  refusals += 1
  window.clearTimeout(retryTimer)
  retryTimer = window.setTimeout(() => {
    if (mine === generation && !refused.connected) refused.connect()
  }, delay)
}

/**
 * Keeps the signed-in person's socket open until the returned function is called. A new token (another person,
 * another session) gets a new socket; signing out closes it.
 */
export function holdSocket() {
  holders += 1
  if (holders === 1) {
    stopFollowingAuth = onTokenChange(() => {
      close()
      open()
    })
    open()
  }
  return () => {
    holders -= 1
    if (holders > 0) return
    stopFollowingAuth?.()
    stopFollowingAuth = null
    close()
  }
}

/** The socket now, for code outside React (the outbox's sender); null until it exists. */
export const currentSocket = () => socket

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Holds the socket while the component is mounted; re-renders when it is made or closed. */
export function useSocket() {
  useEffect(() => holdSocket(), [])
  return useSyncExternalStore(subscribe, currentSocket, () => null)
}
