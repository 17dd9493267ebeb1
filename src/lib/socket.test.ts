import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn, profile } from '../test-utils/account.ts'
import { Reply, stubApi } from '../test-utils/network.ts'
import type * as socketModule from './socket.ts'

/** A socket.io client socket, as far as src/lib/socket.ts uses it. */
class ClientSocket {
  active = true
  connected = false
  connects = 0
  disconnects = 0
  handlers = new Map<string, ((...args: unknown[]) => void)[]>()
  constructor(readonly options: Record<string, unknown>) {}
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
    return this
  }
  connect() {
    this.connects += 1
  }
  disconnect() {
    this.disconnects += 1
    this.active = false
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args))
  }
  /** The server refuses the handshake, as socket.io's middleware error reaches the client. */
  refuse(code: string) {
    this.active = false
    this.fire('connect_error', Object.assign(new Error('refused'), { data: { code, message: 'refused' } }))
  }
}

const made: ClientSocket[] = []
vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new ClientSocket(options)
    made.push(socket)
    return socket
  },
}))

/** The real module (the web tests stand a fake in for it), fresh for each test. */
async function load() {
  vi.resetModules()
  const auth = await import('./auth.ts')
  const socket = await vi.importActual<typeof socketModule>('./socket.ts')
  return { ...socket, ...auth }
}

describe('chat socket', () => {
  beforeEach(() => {
    made.length = 0
    signIn()
  })
  afterEach(() => vi.useRealTimers())

  it('connects once, with the session token over websocket, while anything holds it, and closes when nothing does', async () => {
    const { holdSocket, currentSocket } = await load()
    const releaseHeader = holdSocket()
    const releaseScreen = holdSocket()
    await waitFor(() => expect(made).toHaveLength(1))
    expect(made[0]!.options).toEqual({ path: '/socket.io', transports: ['websocket'], auth: { token: 'test-token' } })
    expect(currentSocket()).toBe(made[0])

    releaseScreen()
    expect(made[0]!.disconnects).toBe(0)
    releaseHeader()
    expect(made[0]!.disconnects).toBe(1)
    expect(currentSocket()).toBeNull()
  })

  it('opens a new socket for a new session and closes it at sign-out', async () => {
    const { holdSocket, setAuth, clearAuth, currentSocket } = await load()
    const release = holdSocket()
    await waitFor(() => expect(made).toHaveLength(1))
    setAuth({ token: 'next-token', user: { ...profile, id: 'user-2' } })
    await waitFor(() => expect(made).toHaveLength(2))
    expect(made[0]!.disconnects).toBe(1)
    expect(made[1]!.options.auth).toEqual({ token: 'next-token' })

    clearAuth()
    expect(made[1]!.disconnects).toBe(1)
    expect(currentSocket()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(made).toHaveLength(2)
    release()
  })

  it('signs out when the server refuses the handshake because the session ended', async () => {
    const { holdSocket, getAuth } = await load()
    const release = holdSocket()
    await waitFor(() => expect(made).toHaveLength(1))
    made[0]!.refuse('session_ended')
    expect(getAuth().token).toBeNull()
    release()
  })

  it('leaves retrying a failed connection to socket.io, and tries again itself, later each time, after another refusal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { holdSocket, getAuth } = await load()
    const release = holdSocket()
    await vi.waitFor(() => expect(made).toHaveLength(1))
    const socket = made[0]!
    socket.fire('connect_error', new Error('websocket error'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(socket.connects).toBe(0)

    socket.refuse('service_unavailable')
    await vi.advanceTimersByTimeAsync(999)
    expect(socket.connects).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(socket.connects).toBe(1)
    socket.refuse('service_unavailable')
    await vi.advanceTimersByTimeAsync(4_999)
    expect(socket.connects).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(socket.connects).toBe(2)
    expect(getAuth().token).toBe('test-token')
    release()
  })

  it('asks the API when the server closes the socket: a 401 signs out, anything else brings the socket back', async () => {
    let status = 200
    stubApi({ 'GET /api/conversations/unread-count': () => (status === 401 ? new Reply(401, { code: 'unauthorized', message: 'Please login or register' }) : { unreadCount: 0 }) })
    const { holdSocket, getAuth } = await load()
    const release = holdSocket()
    await waitFor(() => expect(made).toHaveLength(1))
    const socket = made[0]!

    // A node going away in a deploy: the session is fine.
    socket.fire('disconnect', 'io server disconnect')
    await waitFor(() => expect(socket.connects).toBe(1), { timeout: 3_000 })
    expect(getAuth().token).toBe('test-token')

    status = 401
    socket.fire('disconnect', 'io server disconnect')
    await waitFor(() => expect(getAuth().token).toBeNull())
    release()
  })
})
