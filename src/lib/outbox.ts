import { useSyncExternalStore } from 'react'
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval'
import { ApiError } from './api.ts'
import { getAuth } from './auth.ts'

/**
 * Writes that may happen offline (chat messages; community posts and comments later) wait here, in IndexedDB,
 * until they are sent. Each carries an id made on this device that the server stores unique, so sending one again
 * after a lost answer never makes a second. A refused one stays, with the server's message, until its writer
 * retries, edits or discards it: nothing is dropped without someone deciding so.
 */
export type OutboxState = 'pending' | 'refused'

export interface OutboxItem<P = unknown> {
  /** `crypto.randomUUID()`, sent as the item's client id. */
  id: string
  /** Which sender delivers it: 'chat-message'. */
  kind: string
  payload: P
  state: OutboxState
  /** The server's reason, for a refused item. */
  error: string | null
  createdAt: string
  /** The person who wrote it: only their session sends it, so a shared device never sends it as someone else. */
  owner: string
}

/** What a sender throws when the server refused the item (a 4xx, or a socket acknowledgement's error). */
export class OutboxRefusal extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OutboxRefusal'
  }
}

export interface OutboxSender<P> {
  /** Delivers one item; resolves once the server has it. Throws `OutboxRefusal` for a refusal, anything else to retry. */
  send: (item: OutboxItem<P>) => Promise<void>
  /** Told when the server refused an item, to say so with its message. */
  onRefused?: (item: OutboxItem<P>) => void
}

const DB_NAME = 'scholar-hub-outbox'
// One lock for the whole device: two tabs never send at once, so no item goes out twice at the same time and a
// writer's items keep their order.
const LOCK_NAME = 'scholar-hub-outbox-send'
const RETRY_BASE_MS = 1_000
const RETRY_MAX_MS = 60_000

let store: UseStore | null = null
const db = () => (store ??= createStore(DB_NAME, 'items'))

let items: readonly OutboxItem[] = []
let loaded = false
let lastCreated = 0
const listeners = new Set<() => void>()
const senders = new Map<string, OutboxSender<never>>()
let channel: BroadcastChannel | null = null
let started = false
let flushing: Promise<void> | null = null
let flushAgain = false
let failures = 0
let retryTimer: ReturnType<typeof setTimeout> | undefined

/** Reads what is stored (another tab may have added, sent or refused items) and tells whoever shows them. */
async function reload() {
  const stored = (await values<OutboxItem>(db())).filter(Boolean)
  items = stored.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  loaded = true
  listeners.forEach((listener) => listener())
}

async function changed() {
  await reload()
  channel?.postMessage('changed')
}

const owner = () => getAuth().user?.id ?? null

/** A 4xx will not change by itself; 401 (the session ended) and 408 (too slow) can, once signed in or online. */
const isRefusal = (err: unknown) =>
  err instanceof OutboxRefusal || (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408)

function retryLater() {
  failures += 1
  const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1))
  clearTimeout(retryTimer)
  // A little jitter, so the tabs and devices that lost the network together do not all come back at once.
  retryTimer = setTimeout(() => void flushOutbox(), delay * (0.8 + Math.random() * 0.4))
}

/** Sends the signed-in person's pending items, oldest first, until none is left or the network fails. */
async function sendAll() {
  for (;;) {
    await reload()
    const who = owner()
    const next = items.find((item) => item.state === 'pending' && item.owner === who && senders.has(item.kind))
    if (!next) return
    const sender = senders.get(next.kind) as OutboxSender<unknown>
    try {
      await sender.send(next)
      await del(next.id, db())
      failures = 0
    } catch (err) {
      if (!isRefusal(err)) {
        retryLater()
        return
      }
      // Discarded while it was being sent: nothing is left to mark.
      if (!(await get(next.id, db()))) continue
      const refused: OutboxItem = { ...next, state: 'refused', error: err instanceof Error ? err.message : String(err) }
      await set(next.id, refused, db())
      sender.onRefused?.(refused)
    } finally {
      await changed()
    }
  }
}

const withLock = (run: () => Promise<void>) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LOCK_NAME, run) : run()

/**
 * Sends what is pending now. A call while a send is under way makes that one look again when it ends, rather than
 * start a second: one item is never sent twice at the same time.
 */
export function flushOutbox(): Promise<void> {
  clearTimeout(retryTimer)
  if (flushing) {
    flushAgain = true
    return flushing
  }
  flushing = (async () => {
    do {
      flushAgain = false
      await withLock(sendAll)
    } while (flushAgain)
  })().finally(() => {
    flushing = null
  })
  return flushing
}

/** Sends on `online` from the first sender on, and follows the other tabs' changes. */
function start() {
  if (started) return
  started = true
  window.addEventListener('online', () => {
    failures = 0
    void flushOutbox()
  })
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(DB_NAME)
    channel.onmessage = () => void reload()
  }
}

/**
 * Delivers the items of one kind from now on, starting with those already waiting (the app's start, for a signed-in
 * person), then whenever one is added, the browser comes back online, or `flushOutbox` asks.
 */
export function registerOutboxSender<P>(kind: string, sender: OutboxSender<P>) {
  start()
  senders.set(kind, sender as OutboxSender<never>)
  void flushOutbox()
  return () => {
    if (senders.get(kind) === sender) senders.delete(kind)
  }
}

/** Keeps a new item for the signed-in person and sends it as soon as it can. */
export async function addToOutbox<P>(kind: string, payload: P): Promise<OutboxItem<P>> {
  const who = owner()
  if (!who) throw new Error('Sign in to send this')
  // Strictly increasing, so two items made within one millisecond keep the order they were written in.
  lastCreated = Math.max(Date.now(), lastCreated + 1)
  const item: OutboxItem<P> = { id: crypto.randomUUID(), kind, payload, state: 'pending', error: null, createdAt: new Date(lastCreated).toISOString(), owner: who }
  await set(item.id, item, db())
  await changed()
  void flushOutbox()
  return item
}

/** Sends a refused item again, with its text changed when `payload` is given. */
export async function retryOutboxItem<P>(id: string, payload?: P) {
  const item = await get<OutboxItem<P>>(id, db())
  if (!item) return
  await set(id, { ...item, payload: payload === undefined ? item.payload : payload, state: 'pending', error: null }, db())
  await changed()
  void flushOutbox()
}

/** Removes an item its writer no longer wants sent. */
export async function discardOutboxItem(id: string) {
  await del(id, db())
  await changed()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!loaded) void reload()
  return () => void listeners.delete(listener)
}

const snapshot = () => items

/** Every item on this device, oldest first; a component filters the ones it shows. */
export const useOutbox = () => useSyncExternalStore(subscribe, snapshot, snapshot)
