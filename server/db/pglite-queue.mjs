// pglite-socket feeds one PGlite from several connections through a single queue, one protocol message at a
// time. It keeps a transaction's messages together, but not an extended query's: `pg` sends Parse, Bind,
// Describe, Execute and Sync as separate messages, and another connection's Parse landing between them
// replaces the unnamed statement ("unnamed prepared statement does not exist", "portal cannot be run", or a
// wrong answer). This replaces the queue's scheduler with one that also keeps each connection's messages
// together from its first extended-query message until its Sync.
//
// Every connection shares the one backend, so a statement one connection prepared by name already exists for
// the next connection that prepares it under the same name (names are digests of their text). Such a Parse is
// answered ParseComplete without reaching PGlite, as a backend of its own would have answered it.

const SYNC = 0x53 // 'S'
const PARSE = 0x50 // 'P'
const PARSE_COMPLETE = Uint8Array.of(0x31, 0, 0, 0, 4)
const extendedQuery = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]) // Parse, Bind, Describe, Execute, Close, Flush

/** @param {{ queue: any[], processing: boolean, lastHandlerId: number | null, db: import('@electric-sql/pglite').PGlite }} queue */
export function keepExtendedQueriesWhole(queue) {
  /** The connection whose extended query has begun and not yet reached Sync: only it may go next. */
  let open = null
  /** Names prepared in this backend; it lives as long as this queue, as does the worker that holds both. */
  const prepared = new Set()

  queue.processQueue = async function processQueue() {
    if (this.processing || this.queue.length === 0) return
    this.processing = true
    try {
      while (this.queue.length > 0) {
        const owner = open ?? (this.db.isInTransaction() ? this.lastHandlerId : null)
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner)
        // The owner's next message has not arrived yet; its enqueue starts this loop again.
        if (index === -1) break
        const [item] = this.queue.splice(index, 1)
        const type = item.message[0]
        try {
          const name = type === PARSE ? statementName(item.message) : ''
          let bytes = 0
          let parsed = false
          if (name && prepared.has(name)) {
            item.onData(PARSE_COMPLETE)
            bytes = PARSE_COMPLETE.length
          } else {
            await this.db.runExclusive(() =>
              this.db.execProtocolRawStream(item.message, {
                onRawData: (data) => {
                  if (name) parsed ||= holdsParseComplete(data)
                  bytes += data.length
                  item.onData(data)
                },
              }),
            )
            if (parsed) prepared.add(name)
          }
          if (type === SYNC) open = null
          else if (extendedQuery.has(type)) open = item.handlerId
          this.lastHandlerId = item.handlerId
          item.resolve(bytes)
        } catch (err) {
          // The connection that failed is dropped by its handler; the others must not stall behind it.
          if (open === item.handlerId) open = null
          item.reject(err)
        }
      }
    } finally {
      this.processing = false
    }
  }

  // A connection that goes away mid-query must not leave everyone else waiting for its Sync.
  const clear = queue.clearQueueForHandler.bind(queue)
  queue.clearQueueForHandler = (handlerId) => {
    if (open === handlerId) open = null
    clear(handlerId)
    void queue.processQueue()
  }
}

/** Whether a backend's answer holds ParseComplete: a notice may come before it, an error instead of it. */
function holdsParseComplete(data) {
  for (let at = 0; at + 5 <= data.length; at += 1 + new DataView(data.buffer, data.byteOffset + at + 1, 4).getInt32(0)) {
    if (data[at] === PARSE_COMPLETE[0]) return true
  }
  return false
}

/** A Parse message's statement name: the C string after its type byte and length; '' when unnamed. */
function statementName(message) {
  const end = message.indexOf(0, 5)
  return end > 5 ? Buffer.from(message.buffer, message.byteOffset + 5, end - 5).toString('latin1') : ''
}
