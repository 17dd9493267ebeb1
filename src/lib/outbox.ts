import { useSyncExternalStore } from 'react'
import type * as v from 'valibot'
import { ApiError, sendJson } from './api.ts'
import { getAuth, onTokenChange } from './auth.ts'
import {
  deleteItem,
  isRefusalStatus,
  OUTBOX_CHANNEL,
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  readItem,
  readItems,
  refused,
  requestBody,
  writeItem,
  writeSession,
  type OutboxItem,
  type OutboxRequest,
} from './outbox-store.ts'

export type { OutboxItem, OutboxRequest, OutboxState } from './outbox-store.ts'

/**
 * Writes that may happen offline (chat messages, community posts and comments) wait here, in IndexedDB, until they
 * are sent. Each carries an id made on this device that the server stores unique, so sending one again after a lost
 * answer never makes a second. A refused one stays, with the server's message, until its writer retries, edits or
 * discards it: nothing is dropped without someone deciding so. Items with a `request` are also sent by the service
 * worker through Background Sync, so they go out when the network returns even if the app was closed.
 */

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

const RETRY_BASE_MS = 1_000
const RETRY_MAX_MS = 60_000

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

/** Reads what is stored (another tab or the worker may have added, sent or refused items) and tells whoever shows them. */
async function reload() {
  items = await readItems()
  loaded = true
  listeners.forEach((listener) => listener())
}

async function changed() {
  await reload()
  channel?.postMessage('changed')
}

const owner = () => getAuth().user?.id ?? null

const isRefusal = (err: unknown) => err instanceof OutboxRefusal || (err instanceof ApiError && isRefusalStatus(err.status))

/** Asks the service worker to send what waits once the browser is online, even if every tab is closed by then. */
async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    await registration?.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No Background Sync here, or it is refused: `online` and the app's next start still send.
  }
}

/** Lets the service worker send as the signed-in person; a signed-out device keeps no token for it. */
function rememberSession() {
  const { token, user } = getAuth()
  void writeSession(token && user ? { userId: user.id, token } : null).catch(() => undefined)
}

function retryLater() {
  failures += 1
  const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1))
  clearTimeout(retryTimer)
  // A little jitter, so the tabs and devices that lost the network together do not all come back at once.
  retryTimer = setTimeout(() => void flushOutbox(), delay * (0.8 + Math.random() * 0.4))
  if (items.some((item) => item.request && item.state === 'pending')) void requestBackgroundSync()
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
      await deleteItem(next.id)
      failures = 0
    } catch (err) {
      if (!isRefusal(err)) {
        retryLater()
        return
      }
      // Discarded while it was being sent: nothing is left to mark.
      const current = await readItem(next.id)
      if (!current) continue
      const marked = refused(current, err instanceof Error ? err.message : String(err), err instanceof ApiError ? err.issues : [])
      await writeItem(marked)
      sender.onRefused?.(marked)
    } finally {
      await changed()
    }
  }
}

const withLock = (run: () => Promise<void>) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(OUTBOX_LOCK, run) : run()

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

/** Sends on `online` from the first sender on, follows the other tabs' and the worker's changes, and the session. */
function start() {
  if (started) return
  started = true
  window.addEventListener('online', () => {
    failures = 0
    void flushOutbox()
  })
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OUTBOX_CHANNEL)
    channel.onmessage = () => void reload()
  }
  rememberSession()
  onTokenChange(rememberSession)
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

/**
 * Sends an item's `request` with `sendJson` and gives the server's answer, parsed with `schema`, to `onSent`. Offline
 * it does not try: the item waits for `online`, the app's next start or Background Sync.
 */
export function httpOutboxSender<P, S extends v.GenericSchema>(
  schema: S,
  handlers: { onSent: (item: OutboxItem<P>, answer: v.InferOutput<S>) => void; onRefused?: (item: OutboxItem<P>) => void },
): OutboxSender<P> {
  return {
    async send(item) {
      if (!item.request) throw new OutboxRefusal('This item cannot be sent')
      if (!navigator.onLine) throw new Error('Offline')
      const answer = await sendJson(schema, 'post', item.request.path.replace(/^\/api\//, ''), requestBody(item))
      handlers.onSent(item, answer)
    },
    onRefused: handlers.onRefused,
  }
}

/** Keeps a new item for the signed-in person and sends it as soon as it can; `request` for a write over HTTP. */
export async function addToOutbox<P>(kind: string, payload: P, request: OutboxRequest | null = null): Promise<OutboxItem<P>> {
  const who = owner()
  if (!who) throw new Error('Sign in to send this')
  start()
  // Strictly increasing, so two items made within one millisecond keep the order they were written in.
  lastCreated = Math.max(Date.now(), lastCreated + 1)
  const item: OutboxItem<P> = { id: crypto.randomUUID(), kind, payload, request, state: 'pending', error: null, createdAt: new Date(lastCreated).toISOString(), owner: who }
  await writeItem(item)
  await changed()
  if (request) void requestBackgroundSync()
  void flushOutbox()
  return item
}

/**
 * Sends a pending or refused item again, with what it says changed when `payload` (and for an HTTP write, its
 * `request`) is given: editing an item that waits is the same as retrying it.
 */
export async function retryOutboxItem<P>(id: string, payload?: P, request?: OutboxRequest) {
  const item = await readItem<P>(id)
  if (!item) return
  await writeItem({
    ...item,
    payload: payload === undefined ? item.payload : payload,
    request: request === undefined ? item.request : request,
    state: 'pending',
    error: null,
    issues: [],
  } as OutboxItem)
  await changed()
  if (item.request) void requestBackgroundSync()
  void flushOutbox()
}

/** Removes an item its writer no longer wants sent. */
export async function discardOutboxItem(id: string) {
  await deleteItem(id)
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
