// The floor a list's answer is measured against: a Fastify server with no plugins, hooks or validation that sends,
// for each request, the statements the real server sent for it (recorded by statement-capture.ts, never written by
// hand), one after another through `pg` with the same client and pool size, and answers their rows as JSON. What the
// real server costs above this is its own work: routing, sessions, validation, shaping and serialising the answer.
import './loop-monitor.ts'
import { readFile } from 'node:fs/promises'
import Fastify from 'fastify'
import pg from 'pg'
import { NamedStatementClient } from '../../server/db/named-statements.ts'
import { DEFAULT_POOL_SIZE } from '../../server/db/embedded.ts'
import { requestKey, type CapturedStatements } from './server-protocol.ts'

const { connection, requests } = JSON.parse(await readFile(process.env.BASELINE_STATEMENTS!, 'utf8')) as CapturedStatements
const pool = new pg.Pool({ ...connection, password: connection.password ?? undefined, max: DEFAULT_POOL_SIZE, Client: NamedStatementClient })

const app = Fastify()
app.get('*', async (request, reply) => {
  const statements = requests[requestKey('GET', request.url, Boolean(request.headers.authorization))]
  if (!statements) return reply.status(404).send({ message: `no statements were recorded for ${request.url}` })
  const rows = []
  for (const { text, values } of statements) rows.push((await pool.query(text, values)).rows)
  return { rows }
})
// The same readiness check the bench waits for on the real server.
app.get('/api/health', async () => ({ ok: true }))

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)))
