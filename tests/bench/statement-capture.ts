import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import { NamedStatementClient } from '../../server/db/named-statements.ts'
import { requestKey, type CapturedStatement, type CapturedStatements, type ChildMessage, type ParentMessage } from './server-protocol.ts'

/**
 * Records, in this process, the statements each HTTP request makes the server send, so that the baseline server
 * (baseline-server.ts) can send exactly those. A request's statements are told apart by the async context the request
 * runs in; a job's or a timer's, outside any request, are not recorded. The parent's `statements` message answers what
 * was recorded, the last answer of each request winning (the first may also fill a cache), and ends the recording, so
 * the load that follows runs without it.
 */
export function captureStatements() {
  const current = new AsyncLocalStorage<string>()
  const requests: Record<string, CapturedStatement[]> = {}
  let connection: CapturedStatements['connection'] | undefined
  let recording = true

  const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (!recording || event !== 'request') return emit.call(this, event, ...args)
    const request = args[0] as http.IncomingMessage
    const key = requestKey(request.method ?? 'GET', request.url ?? '', Boolean(request.headers.authorization))
    requests[key] = []
    return current.run(key, () => emit.call(this, event, ...args))
  } as typeof http.Server.prototype.emit

  const query = NamedStatementClient.prototype.query
  NamedStatementClient.prototype.query = function (this: NamedStatementClient, ...args: unknown[]) {
    const key = recording ? current.getStore() : undefined
    if (key !== undefined && typeof args[0] === 'string') {
      requests[key]!.push({ text: args[0], values: Array.isArray(args[1]) ? args[1] : [] })
      const { host, port, user, password, database, connectionParameters } = this as unknown as CapturedStatements['connection'] & { connectionParameters: { options?: string } }
      connection ??= { host, port, user, password: typeof password === 'string' ? password : null, database, options: connectionParameters.options }
    }
    return (query as (...a: unknown[]) => never).apply(this, args)
  } as typeof query

  process.on('message', (msg: ParentMessage) => {
    if (msg.type !== 'statements') return
    recording = false
    // Unhooked as well as stopped: an AsyncLocalStorage once run keeps Node's promise hooks on for every promise
    // of the process, which would make the load measured after it pay for a recording that is over.
    http.Server.prototype.emit = emit
    NamedStatementClient.prototype.query = query
    current.disable()
    if (!connection) throw new Error('no statement was recorded: did any request reach the database?')
    process.send?.({ type: 'statements', id: msg.id, captured: { connection, requests } } satisfies ChildMessage)
  })
}
