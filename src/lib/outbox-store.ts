import { createStore, del, get, set, values, type UseStore } from 'idb-keyval'

// What the page and the service worker share of the outbox (src/lib/outbox.ts): the items in IndexedDB, the session
// that may send them, and the rules for reading the server's answer. The worker sends an item with a `request`
// through Background Sync while no page is open; the page sends every kind.

export type OutboxState = 'pending' | 'refused'

/** An HTTP write the outbox can make on its own: POSTed to `path` with `body` and the item's id as `clientId`. */
export interface OutboxRequest {
  path: string
  body: Record<string, unknown>
}

export interface OutboxItem<P = unknown> {
  /** `crypto.randomUUID()`, sent as the item's client id. */
  id: string
  /** Which sender delivers it: 'chat-message', 'community-post'. */
  kind: string
  payload: P
  /** For a write over HTTP; null for one only the page can send (a chat message goes over the socket). */
  request: OutboxRequest | null
  state: OutboxState
  /** The server's reason, for a refused item. */
  error: string | null
  /** The server's field messages with its reason, for the item's editor; empty when it gave none. */
  issues?: { path: string; message: string }[]
  createdAt: string
  /** The person who wrote it: only their session sends it, so a shared device never sends it as someone else. */
  owner: string
}

/** Who the service worker sends as: the signed-in person's id and bearer token, as the page last saw them. */
export interface OutboxSession {
  userId: string
  token: string
}

export const OUTBOX_DB = 'scholar-hub-outbox'
/** The name of the BroadcastChannel on which a tab or the worker says the items changed. */
export const OUTBOX_CHANNEL = OUTBOX_DB
// One lock for the whole device, the worker included: no item is sent twice at the same time, and a writer's items
// keep their order.
export const OUTBOX_LOCK = 'scholar-hub-outbox-send'
/** The Background Sync tag under which the worker sends what waits. */
export const OUTBOX_SYNC_TAG = 'scholar-hub-outbox'

let itemStore: UseStore | null = null
let sessionStore: UseStore | null = null
const items = () => (itemStore ??= createStore(OUTBOX_DB, 'items'))
// A database of its own: idb-keyval keeps one object store per database.
const sessions = () => (sessionStore ??= createStore('scholar-hub-outbox-session', 'session'))
const SESSION_KEY = 'current'

/** Every stored item, oldest first. */
export async function readItems(): Promise<OutboxItem[]> {
  const stored = (await values<OutboxItem>(items())).filter(Boolean)
  return stored.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

export const readItem = <P>(id: string) => get<OutboxItem<P>>(id, items())
export const writeItem = (item: OutboxItem) => set(item.id, item, items())
export const deleteItem = (id: string) => del(id, items())

export const readSession = () => get<OutboxSession>(SESSION_KEY, sessions())
export const writeSession = (session: OutboxSession | null) => (session ? set(SESSION_KEY, session, sessions()) : del(SESSION_KEY, sessions()))

/** The body an item's request sends: its own id as the client id the server keeps unique. */
export const requestBody = (item: OutboxItem) => ({ ...item.request?.body, clientId: item.id })

/**
 * Whether an answer with this status is the server's final word on the item. A 4xx will not change by itself; 401
 * (the session ended) and 408 (too slow) can, once signed in or online. A 5xx is a failure to try again.
 */
export const isRefusalStatus = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408

/** The item, refused with the server's message and field messages. */
export const refused = (item: OutboxItem, message: string, issues: OutboxItem['issues'] = []): OutboxItem => ({ ...item, state: 'refused', error: message, issues })
