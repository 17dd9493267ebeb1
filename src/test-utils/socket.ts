import { act } from '@testing-library/react'
import { useSyncExternalStore } from 'react'
import type { ServerToClientEvents, SocketAck } from '../../contract/chat.ts'

type Handler = (...args: never[]) => void
type Answer = (payload: never) => SocketAck<unknown> | undefined

/** One event the app sent, with its payload. */
export interface Emitted {
  event: string
  payload: unknown
}

/**
 * The chat socket as a test drives it: it records what the app emits, answers acknowledged events as `answers`
 * says (no answer: the acknowledgement never comes), and delivers the server's events when the test sends them.
 * Stands in for `src/lib/socket.ts` in every web test (tests/setup/web.ts); `freshSocket()` gives a test its own.
 */
export class FakeSocket {
  connected = true
  recovered = false
  emitted: Emitted[] = []
  answers: Record<string, Answer> = {}
  #handlers = new Map<string, Set<Handler>>()

  on(event: string, handler: Handler) {
    if (!this.#handlers.has(event)) this.#handlers.set(event, new Set())
    this.#handlers.get(event)!.add(handler)
    return this
  }

  off(event: string, handler: Handler) {
    this.#handlers.get(event)?.delete(handler)
    return this
  }

  #answer(event: string, payload: unknown) {
    this.emitted.push({ event, payload })
    return this.answers[event]?.(payload as never)
  }

  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    if (!this.connected) return this
    const answer = this.#answer(event, payload)
    if (ack && answer) queueMicrotask(() => ack(answer))
    return this
  }

  /** As socket.io's `timeout(ms)`: the acknowledgement comes with an error first; a missing one is a timeout. */
  timeout() {
    return {
      emit: (event: string, payload: unknown, ack: (err: Error | null, answer?: unknown) => void) => {
        const answer = this.connected ? this.#answer(event, payload) : undefined
        queueMicrotask(() => (answer ? ack(null, answer) : ack(new Error('operation has timed out'))))
      },
      emitWithAck: async (event: string, payload: unknown) => {
        const answer = this.connected ? this.#answer(event, payload) : undefined
        if (!answer) throw new Error('operation has timed out')
        return answer
      },
    }
  }

  /** The server sends an event to this socket. */
  serverSends<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    act(() => this.#handlers.get(event)?.forEach((handler) => (handler as (...a: unknown[]) => void)(...args)))
  }

  /** The connection drops; what the app emits meanwhile is lost, as `connected` false makes the app hold it. */
  drop() {
    this.connected = false
    act(() => this.#handlers.get('disconnect')?.forEach((handler) => (handler as (reason: string) => void)('transport close')))
  }

  /** The connection is back, as a reconnect brings it: `recovered` says whether the server replayed what was missed. */
  reconnect({ recovered = false } = {}) {
    this.connected = true
    this.recovered = recovered
    act(() => this.#handlers.get('connect')?.forEach((handler) => (handler as () => void)()))
  }

  /** What the app emitted of one event, in order. */
  sent(event: string) {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload)
  }
}

let socket = new FakeSocket()
const listeners = new Set<() => void>()

/** A new socket for the next test, connected, with nothing emitted yet. */
export function freshSocket() {
  socket = new FakeSocket()
  listeners.forEach((listener) => listener())
  return socket
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

// The module's own exports, standing in for src/lib/socket.ts's.
export const holdSocket = () => () => undefined
export const currentSocket = () => socket
export const useSocket = () => useSyncExternalStore(subscribe, currentSocket, currentSocket)
