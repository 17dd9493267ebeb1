/** What analytics logs: warnings and errors with their details; the app's logger is one, and so is a thread's relay of it. */
export interface AnalyticsLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface BatchWriterOptions<Row> {
  /** Names the rows in the log: 'views', 'searches'. */
  name: string
  /** Writes one batch in one statement. */
  write(rows: Row[]): Promise<void>
  log: AnalyticsLog
  /** How long a row may wait before it is written. */
  flushMs?: number
  /** A batch this large is written at once, without waiting for the tick; no statement writes more. */
  batchRows?: number
  /** Rows waiting past this are dropped: a database that cannot keep up must not take the node's memory with it. */
  maxPending?: number
}

const MINUTE = 60_000

/**
 * Rows gathered in memory and written in batches, one statement each, at most one at a time per node: every
 * `flushMs`, or at once when a batch is full. Adding a row costs no database round trip and never waits. A batch
 * that fails is logged and dropped, not retried: retrying into a database that is struggling would only add to it,
 * and a few lost counts are the lesser harm. Rows past `maxPending` are dropped too, and counted in the log at
 * most once a minute.
 */
export function createBatchWriter<Row>({ name, write, log, flushMs = 1000, batchRows = 1000, maxPending = 50_000 }: BatchWriterOptions<Row>) {
  const pending: Row[] = []
  let writing: Promise<void> | undefined
  let dropped = 0
  let droppedLoggedAt = 0

  function reportDropped() {
    const now = Date.now()
    if (!dropped || now - droppedLoggedAt < MINUTE) return
    log.warn({ rows: name, dropped }, 'analytics rows dropped: more were waiting than the database took')
    droppedLoggedAt = now
    dropped = 0
  }

  /**
   * Writes full batches as they fill, and the first `partUpTo` rows even as part of one: the tick's and a flush's. A
   * part batch otherwise waits for the tick, so a busy node writes a few large batches, not a chain of small ones.
   */
  async function writeBatches(partUpTo: number) {
    while (pending.length >= batchRows || (partUpTo > 0 && pending.length)) {
      const batch = pending.splice(0, batchRows)
      partUpTo -= batch.length
      try {
        await write(batch)
      } catch (err) {
        // The code and message only: PostgreSQL's detail may quote a failing row, and a search's words are what someone typed.
        const { code, message } = err as { code?: string; message?: string }
        log.error({ rows: name, count: batch.length, code, reason: message }, 'analytics rows could not be written; they are dropped')
      }
    }
  }

  /** Starts writing unless a write is under way, which writes the full batches that fill meanwhile. */
  function startWriting(partUpTo: number) {
    writing ??= writeBatches(partUpTo).finally(() => {
      writing = undefined
    })
    return writing
  }

  /** Resolves once every row waiting now is in the database (or dropped). */
  async function flush() {
    while (writing || pending.length) await startWriting(pending.length)
  }

  const timer = setInterval(() => {
    void startWriting(pending.length)
    reportDropped()
  }, flushMs)
  timer.unref()

  return {
    add(row: Row) {
      if (pending.length >= maxPending) {
        dropped++
        return reportDropped()
      }
      pending.push(row)
      if (pending.length >= batchRows && !writing) void startWriting(0)
    },

    flush,

    /** Stops the tick and writes what waits: the app is closing. */
    async close() {
      clearInterval(timer)
      await flush()
      reportDropped()
    },
  }
}
