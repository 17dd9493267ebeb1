import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { SESSION_IDLE_MS } from '../auth/sessions.ts'
import type { ChatServer } from './rooms.ts'

/**
 * Closes this node's sockets whose session has ended: signed out elsewhere, revoked from another device, a
 * password change, or past its lifetime. One query per sweep for all of them, however many there are.
 */
export async function closeEndedSessions(io: ChatServer, db: Kysely<Database>) {
  const sockets = await io.local.fetchSockets()
  const ids = [...new Set(sockets.map((socket) => socket.data.auth.sessionId))]
  if (!ids.length) return 0
  const live = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', new Date(Date.now() - SESSION_IDLE_MS))
    .execute()
  const alive = new Set(live.map((row) => row.id))
  const ended = sockets.filter((socket) => !alive.has(socket.data.auth.sessionId))
  for (const socket of ended) socket.disconnect(true)
  return ended.length
}
