import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { profile, signIn } from '../test-utils/account.ts'
import type * as outbox from './outbox.ts'
import type { OutboxItem } from './outbox.ts'

type Outbox = typeof outbox
type Payload = { text: string }

/** The outbox as one tab has it: a module of its own, over the IndexedDB every tab of the test shares. */
async function openTab(): Promise<Outbox> {
  vi.resetModules()
  return import('./outbox.ts')
}

/** The Web Locks API as a browser has it for every tab: one holder per name, the others waiting their turn. */
function stubWebLocks() {
  const queues = new Map<string, Promise<unknown>>()
  const locks = {
    request(name: string, run: () => Promise<unknown>) {
      const turn = (queues.get(name) ?? Promise.resolve()).then(run, run)
      queues.set(name, turn.catch(() => undefined))
      return turn
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
}

/** A promise and the means to settle it, for a send that answers when the test says. */
function deferred() {
  let resolve!: () => void
  let reject!: (err: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * Waits for `check` without moving the clock (vi.waitFor advances faked timers), letting IndexedDB, which runs on
 * real immediates, answer in between.
 */
const { setImmediate } = globalThis as unknown as { setImmediate: (run: () => void) => void }

async function until(check: () => boolean) {
  for (let turn = 0; turn < 500 && !check(); turn++) await new Promise<void>((resolve) => setImmediate(resolve))
  expect(check()).toBe(true)
}

/** What the outbox holds in IndexedDB, oldest first, read as another tab would. */
async function readAll() {
  const { createStore, values } = await import('idb-keyval')
  const all = await values<OutboxItem>(createStore('scholar-hub-outbox', 'items'))
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

describe('outbox', () => {
  beforeEach(() => {
    // A fresh IndexedDB per test, and no channel between the test's "tabs": each reads the shared store itself.
    vi.stubGlobal('indexedDB', new IDBFactory())
    vi.stubGlobal('BroadcastChannel', undefined)
    signIn()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('keeps a new item pending, with its own id, until a sender for its kind is there; then sends it once and forgets it', async () => {
    const tab = await openTab()
    const item = await tab.addToOutbox<Payload>('note', { text: 'Hello' })
    expect(item).toMatchObject({ kind: 'note', payload: { text: 'Hello' }, state: 'pending', error: null, owner: profile.id })
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(await readAll()).toEqual([item])

    const send = vi.fn(async () => {})
    tab.registerOutboxSender('note', { send })
    await vi.waitFor(async () => expect(await readAll()).toEqual([]))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(item)
  })

  it('keeps a refused item with the server’s message, without trying again by itself, until it is retried or discarded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const tab = await openTab()
    const { ApiError } = await import('./api.ts')
    const refusals: OutboxItem[] = []
    const send = vi
      .fn<(item: OutboxItem<Payload>) => Promise<void>>()
      .mockRejectedValueOnce(new tab.OutboxRefusal('Message must be at most 10,000 characters long'))
      .mockRejectedValueOnce(new ApiError('Too many messages: wait a minute', 429, 'rate_limited'))
      .mockResolvedValue(undefined)
    tab.registerOutboxSender<Payload>('note', { send, onRefused: (item) => refusals.push(item) })

    const item = await tab.addToOutbox<Payload>('note', { text: 'x'.repeat(10_001) })
    await until(() => refusals.length === 1)
    expect(await readAll()).toEqual([{ ...item, state: 'refused', error: 'Message must be at most 10,000 characters long', issues: [] }])
    await vi.advanceTimersByTimeAsync(120_000)
    expect(send).toHaveBeenCalledTimes(1)

    // Edited and sent again: refused once more (a 4xx from the API is a refusal too), then retried as it is.
    await tab.retryOutboxItem<Payload>(item.id, { text: 'Shorter' })
    await until(() => refusals.length === 2)
    expect(refusals[1]).toMatchObject({ payload: { text: 'Shorter' }, state: 'refused', error: 'Too many messages: wait a minute' })
    await tab.retryOutboxItem(item.id)
    await until(() => send.mock.calls.length === 3)
    await tab.flushOutbox()
    expect(await readAll()).toEqual([])
    expect(send.mock.calls.map(([sent]) => sent.payload.text)).toEqual(['x'.repeat(10_001), 'Shorter', 'Shorter'])
  })

  it('discards an item its writer no longer wants', async () => {
    const tab = await openTab()
    const send = vi.fn().mockRejectedValue(new tab.OutboxRefusal('Conversation not found'))
    tab.registerOutboxSender('note', { send })
    const item = await tab.addToOutbox('note', { text: 'Hello' })
    await vi.waitFor(async () => expect((await readAll())[0]?.state).toBe('refused'))
    await tab.discardOutboxItem(item.id)
    expect(await readAll()).toEqual([])
  })

  it('tries again after a network error or a server failure, waiting longer each time, and sends at once when the browser is back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const tab = await openTab()
    const { ApiError } = await import('./api.ts')
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new ApiError('Internal server error!', 500, 'internal'))
      .mockRejectedValueOnce(new ApiError('Network error: check your connection', 0, 'network'))
      .mockResolvedValue(undefined)
    tab.registerOutboxSender('note', { send })
    await tab.addToOutbox('note', { text: 'Hello' })
    await until(() => send.mock.calls.length === 1)

    // 1 s after the first failure, then 2 s after the second.
    await vi.advanceTimersByTimeAsync(999)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await until(() => send.mock.calls.length === 2)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await until(() => send.mock.calls.length === 3)

    // Still 4 s from the next try, but the network is back.
    window.dispatchEvent(new Event('online'))
    await until(() => send.mock.calls.length === 4)
    await tab.flushOutbox()
    expect(await readAll()).toEqual([])
    vi.restoreAllMocks()
  })

  it('sends each item once when sends are asked for again while one is under way', async () => {
    const tab = await openTab()
    const answer = deferred()
    const send = vi.fn((_item: OutboxItem<Payload>) => answer.promise)
    tab.registerOutboxSender('note', { send })
    await tab.addToOutbox('note', { text: 'One' })
    await tab.addToOutbox('note', { text: 'Two' })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))

    const flushes = [tab.flushOutbox(), tab.flushOutbox(), tab.flushOutbox()]
    answer.resolve()
    await Promise.all(flushes)
    await vi.waitFor(async () => expect(await readAll()).toEqual([]))
    expect(send.mock.calls.map(([item]) => item.payload.text)).toEqual(['One', 'Two'])
  })

  it('sends each item once from two tabs flushing at the same time, in the order they were written', async () => {
    stubWebLocks()
    const first = await openTab()
    const second = await openTab()
    const sent: string[] = []
    const slowSend = async (item: OutboxItem<Payload>) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      sent.push(item.payload.text)
    }
    for (const text of ['One', 'Two', 'Three']) await first.addToOutbox<Payload>('note', { text })
    first.registerOutboxSender('note', { send: slowSend })
    second.registerOutboxSender('note', { send: slowSend })
    await Promise.all([first.flushOutbox(), second.flushOutbox(), first.flushOutbox(), second.flushOutbox()])
    await vi.waitFor(async () => expect(await readAll()).toEqual([]))
    expect(sent).toEqual(['One', 'Two', 'Three'])
  })

  it('sends only the signed-in person’s items, keeping another person’s for their next session', async () => {
    const tab = await openTab()
    const send = vi.fn(async () => {})
    await tab.addToOutbox('note', { text: 'Mine' })
    const { setAuth } = await import('./auth.ts')
    setAuth({ token: 'other-token', user: { ...profile, id: 'user-2', email: 'ravi@example.org' } })
    tab.registerOutboxSender('note', { send })
    await tab.flushOutbox()
    expect(send).not.toHaveBeenCalled()
    expect(await readAll()).toHaveLength(1)

    setAuth({ token: 'test-token', user: profile })
    await tab.flushOutbox()
    expect(send).toHaveBeenCalledTimes(1)
  })
})
