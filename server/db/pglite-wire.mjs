// PostgreSQL's wire protocol in front of one PGlite, for several connections at once. Plain JavaScript, as the
// worker that runs it is started without a TypeScript loader.
//
// Every connection shares the one backend, so they take turns by whole requests: a connection's messages up to its
// Sync (or a simple Query, or a Flush) go to PGlite in one call and their answer back in one write. While a
// connection is in a transaction, or has an extended query open past a Flush, only it may go next: another
// connection's Parse between its messages would replace its unnamed statement, and its statements would run in
// someone else's transaction.
//
// A statement one connection prepared by name already exists for the next connection that prepares it under the
// same name (names are digests of their text): such a Parse is answered ParseComplete without reaching PGlite, as a
// backend of its own would have answered it.
import { createServer } from 'node:net'

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const PROTOCOL_3 = 196608
const PARSE = 0x50 // 'P'
const SYNC = 0x53 // 'S'
const QUERY = 0x51 // 'Q'
const FLUSH = 0x48 // 'H'
const TERMINATE = 0x58 // 'X'
const COPY_DONE = 0x63 // 'c'
const COPY_FAIL = 0x66 // 'f'
/** The messages after which a client waits for an answer: what ends a turn. */
const turnEnds = new Set([SYNC, QUERY, FLUSH, COPY_DONE, COPY_FAIL])
const PARSE_COMPLETE = Buffer.of(0x31, 0, 0, 0, 4)
const ERROR_RESPONSE = 0x45 // 'E', from the backend
const SYNC_MESSAGE = Buffer.of(SYNC, 0, 0, 0, 4)
const ROLLBACK = Buffer.concat([Buffer.of(QUERY, 0, 0, 0, 13), Buffer.from('ROLLBACK\0', 'latin1')])

/** The backend's answer holds a message of this type (a notice may come before it). */
function holds(data, type) {
  for (let at = 0; at + 5 <= data.length; at += 1 + data.readInt32BE(at + 1)) {
    if (data[at] === type) return true
  }
  return false
}

/** A Parse message's statement name: the C string after its type byte and length; '' when unnamed. */
function statementName(message) {
  const end = message.indexOf(0, 5)
  return end > 5 ? message.toString('latin1', 5, end) : ''
}

/** An ErrorResponse a client shows as it would PostgreSQL's own. */
function fatal(code, text) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, 'utf8')
  const head = Buffer.alloc(5)
  head[0] = ERROR_RESPONSE
  head.writeInt32BE(4 + fields.length, 1)
  return Buffer.concat([head, fields])
}

/**
 * Listens on `host:port` (0 for any) for up to `maxConnections` clients of `db`. Resolves once listening, with the
 * port, `betweenTurns` (work that needs the backend to itself, a backup) and a `stop` that closes every connection.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ host: string, port: number, maxConnections: number }} options
 */
export async function servePGlite(db, { host, port, maxConnections }) {
  /** Turns waiting for the backend, in arrival order: `{ connection, messages }`. */
  const turns = []
  /** The connection that alone may go next (in a transaction, or an extended query open), or null. */
  let owner = null
  let running = false
  /** Names prepared in the backend; it lives as long as this server, as does the worker that holds both. */
  const prepared = new Set()
  const connections = new Set()

  /** Runs bytes through the backend, returning its answer (copied: PGlite reuses its buffer). */
  async function exec(bytes) {
    const chunks = []
    await db.execProtocolRawStream(bytes, { syncToFs: false, onRawData: (data) => chunks.push(Buffer.from(data)) })
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
  }

  /** One turn: its messages in as few backend calls as the named Parses it holds allow. */
  async function take({ connection, messages }) {
    const answer = []
    let batch = []
    const send = async (bytes) => {
      const data = await exec(bytes)
      // After an error the backend ignores everything up to Sync: no Parse may be answered for it meanwhile.
      if (holds(data, ERROR_RESPONSE)) connection.failed = true
      answer.push(data)
      return data
    }
    const sendBatch = async () => {
      if (batch.length) await send(batch.length === 1 ? batch[0] : Buffer.concat(batch))
      batch = []
    }
    for (const message of messages) {
      const name = message[0] === PARSE ? statementName(message) : ''
      if (!name) {
        batch.push(message)
        continue
      }
      await sendBatch()
      if (prepared.has(name) && !connection.failed) answer.push(PARSE_COMPLETE)
      else if (holds(await send(message), PARSE_COMPLETE[0])) prepared.add(name)
    }
    await sendBatch()
    const last = messages[messages.length - 1][0]
    if (last === SYNC || last === QUERY) connection.failed = false
    owner = db.isInTransaction() || last === FLUSH ? connection : null
    if (!connection.socket.destroyed) connection.socket.write(answer.length === 1 ? answer[0] : Buffer.concat(answer))
  }

  /** Takes turns until none can go; answers the task at the head of the line, if that is why it stopped. */
  const takeTurns = () =>
    db.runExclusive(async () => {
      for (;;) {
        const index = owner ? turns.findIndex((turn) => turn.connection === owner) : turns.length ? 0 : -1
        // The owner's next turn has not arrived yet; its arrival drains again.
        if (index === -1) return undefined
        const [turn] = turns.splice(index, 1)
        if (turn.task) return turn.task
        try {
          await take(turn)
        } catch {
          // The backend refused the bytes outright: that connection is ended, the others go on.
          turn.connection.socket.destroy()
        }
      }
    })

  async function drain() {
    if (running) return
    running = true
    try {
      // A task runs outside the backend's lock (it takes it itself, as PGlite's own calls do), while `running`
      // keeps every connection waiting, and only when no connection is mid-transaction.
      for (let task = await takeTurns(); task; task = await takeTurns()) await task()
    } finally {
      running = false
    }
  }

  /** Runs `work` between turns, when no connection has a transaction or a query open, and nothing else runs. */
  function betweenTurns(work) {
    return new Promise((resolve, reject) => {
      turns.push({ task: () => work().then(resolve, reject) })
      void drain()
    })
  }

  /** A connection gone mid-turn must not leave the others waiting for its Sync, nor its transaction open. */
  async function release(connection) {
    connections.delete(connection)
    for (let i = turns.length - 1; i >= 0; i--) if (turns[i].connection === connection) turns.splice(i, 1)
    await db.runExclusive(async () => {
      if (owner !== connection) return
      await exec(SYNC_MESSAGE)
      if (db.isInTransaction()) await exec(ROLLBACK)
      owner = null
    })
    void drain()
  }

  function accept(socket) {
    if (connections.size >= maxConnections) {
      socket.end(fatal('53300', 'sorry, too many clients already'))
      // Read on (and drop) what it sends, so that its closing is seen: a socket never read stays open, and `stop`
      // would wait on it.
      socket.on('error', () => socket.destroy())
      socket.resume()
      return
    }
    socket.setNoDelay(true)
    const connection = { socket, started: false, failed: false, pending: [], buffer: Buffer.alloc(0) }
    connections.add(connection)

    socket.on('data', (data) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data
      let at = 0
      const { buffer } = connection
      while (buffer.length - at >= 5) {
        if (!connection.started) {
          // The first messages carry no type byte: a length, then what they ask for.
          if (buffer.length - at < 8) break
          const length = buffer.readInt32BE(at)
          if (buffer.length - at < length) break
          const code = buffer.readInt32BE(at + 4)
          const message = buffer.subarray(at, at + length)
          at += length
          if (code === SSL_REQUEST) socket.write('N')
          else if (code === PROTOCOL_3) {
            connection.started = true
            turns.push({ connection, messages: [message] })
          } else {
            // A cancel request (PGlite has no other backend to signal) or a protocol it does not speak.
            socket.end(code === CANCEL_REQUEST ? undefined : fatal('08P01', 'unsupported frontend protocol'))
            return
          }
          continue
        }
        const length = 1 + buffer.readInt32BE(at + 1)
        if (buffer.length - at < length) break
        const message = buffer.subarray(at, at + length)
        at += length
        if (message[0] === TERMINATE) {
          socket.end()
          return
        }
        connection.pending.push(message)
        if (turnEnds.has(message[0])) {
          turns.push({ connection, messages: connection.pending })
          connection.pending = []
        }
      }
      connection.buffer = buffer.subarray(at)
      void drain()
    })
    socket.on('error', () => socket.destroy())
    socket.on('close', () => void release(connection))
  }

  const server = createServer(accept)
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    port: server.address().port,
    betweenTurns,
    async stop() {
      for (const { socket } of connections) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
