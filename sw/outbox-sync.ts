import {
  deleteItem,
  isRefusalStatus,
  OUTBOX_CHANNEL,
  OUTBOX_LOCK,
  OUTBOX_SYNC_TAG,
  readItem,
  readItems,
  readSession,
  refused,
  requestBody,
  writeItem,
  type OutboxItem,
} from '../src/lib/outbox-store.ts'

declare const self: ServiceWorkerGlobalScope

const SEND_TIMEOUT_MS = 10_000

/** The item as the server refused it: with its message (or the status when it sent none) and field messages. */
async function refusedBy(item: OutboxItem, response: Response) {
  const body = (await response.json().catch(() => null)) as { message?: unknown; issues?: unknown } | null
  const issues = Array.isArray(body?.issues) ? (body.issues as OutboxItem['issues']) : []
  return refused(item, typeof body?.message === 'string' ? body.message : `Refused (${response.status})`, issues)
}

/**
 * Sends the signed-in person's waiting HTTP writes, oldest first, as the page would: kept until the server has them,
 * marked with the server's message when it refuses one. A network failure or a server error rejects, so the browser
 * fires the sync again later with its own backoff; a session that ended leaves the rest for the app.
 */
async function sendWaiting() {
  const session = await readSession()
  if (!session) return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  try {
    for (const listed of await readItems()) {
      // Read again: a tab may have sent, edited or discarded it meanwhile.
      const item = await readItem(listed.id)
      if (!item?.request || item.state !== 'pending' || item.owner !== session.userId) continue
      const response = await fetch(item.request.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(requestBody(item)),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (response.status === 401) return
      if (response.ok) await deleteItem(item.id)
      else if (isRefusalStatus(response.status)) await writeItem(await refusedBy(item, response))
      else throw new Error(`The server answered ${response.status}`)
      channel.postMessage('changed')
    }
  } finally {
    channel.close()
  }
}

/** Background Sync: the outbox is sent once the browser is online, even with every tab of the app closed. */
export function sendOutboxOnSync() {
  self.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return
    // The same lock as the tabs': an item is never sent by a tab and the worker at the same time.
    event.waitUntil(navigator.locks.request(OUTBOX_LOCK, sendWaiting))
  })
}
