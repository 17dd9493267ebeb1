import type { Server as HttpServer } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { Server } from 'socket.io'
import { SOCKET_PATH } from '../../../contract/chat.ts'
import type { DashboardGroup } from '../../../contract/dashboard.ts'
import { isStaff } from '../../../contract/permissions.ts'
import type { Database } from '../../db/schema.ts'
import type { RedisClient } from '../../lib/redis.ts'
import type { Sessions } from '../auth/sessions.ts'
import { createStreamsAdapter } from './adapter.ts'
import { authenticateSocket, originCheck } from './handshake.ts'
import { closeEndedSessions } from './session-watch.ts'
import { roleRoom, sessionRoom, userRoom, type ChatServer } from './rooms.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's socket.io server, for what runs beside the routes (the session sweep, tests). */
    realtime: Realtime
  }
}

/** Every staff member's sockets: what the admin area shows live (the Dashboard) is sent here. */
export const STAFF_ROOM = 'staff'

/** Tells staff a record the Dashboard counts was written; the areas call it where they write those records. */
export type DashboardNotice = (group: DashboardGroup) => void

// A message is at most 10,000 characters, 40 KB in UTF-8; a frame far past that closes its socket, not the server.
const MAX_FRAME_BYTES = 64 * 1024
// A phone that drops off the network for up to this long gets what it missed replayed on reconnect; after
// longer it asks the database for the messages after the last one it has.
const RECOVERY_MS = 2 * 60_000
const SESSION_SWEEP_MS = 30_000

export interface RealtimeOptions {
  server: HttpServer
  db: Kysely<Database>
  sessions: Sessions
  log: FastifyBaseLogger
  publicUrl: string
  production: boolean
  redis?: RedisClient
}

/**
 * socket.io on the API's own server and port, websocket only. Every socket is a signed-in session's: it joins
 * its user's and session's rooms, so the unread count reaches each of the person's devices and a revoked
 * session's sockets can be closed from any node. With Redis, events reach the sockets of every node.
 */
export function createRealtime({ server, db, sessions, log, publicUrl, production, redis }: RealtimeOptions) {
  const io: ChatServer = new Server(server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest: originCheck(publicUrl, production),
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
    ...(redis && { adapter: createStreamsAdapter(redis) }),
  })
  io.use(authenticateSocket(sessions))
  io.on('connection', (socket) => {
    // A recovered socket has its rooms back already.
    if (socket.recovered) return
    const { user, sessionId } = socket.data.auth
    void socket.join([userRoom(user.id), sessionRoom(sessionId), roleRoom(user.role), ...(isStaff(user) ? [STAFF_ROOM] : [])])
  })

  // A sign-out, a revoked device or a password change closes the sockets at once, on whichever node they are.
  sessions.onEnded((ended) => {
    const target = 'sessionId' in ended ? io.in(sessionRoom(ended.sessionId)) : io.in(userRoom(ended.userId))
    const except = 'userId' in ended && ended.exceptSessionId ? target.except(sessionRoom(ended.exceptSessionId)) : target
    except.disconnectSockets(true)
  })
  // Sessions that simply run out end without a call; each node checks its own sockets' now and then.
  const sweep = setInterval(() => {
    closeEndedSessions(io, db).catch((err: unknown) => log.warn({ err }, 'could not check the sockets’ sessions'))
  }, SESSION_SWEEP_MS)
  sweep.unref()

  // Only which group changed goes out, never the record: each page asks again with its own permissions.
  const dashboardChanged: DashboardNotice = (group) => io.to(STAFF_ROOM).emit('dashboard:changed', { group })

  return {
    io,
    dashboardChanged,
    /**
     * A socket keeps the rights its session had at the handshake. When what a role may do changes, its holders'
     * sockets close on every node; their clients connect again, and the handshake reads the role as it is now.
     */
    reconnectRole(slug: string) {
      io.in(roleRoom(slug)).disconnectSockets(true)
    },
    /** Whether the person has the app open anywhere: a socket of theirs on any node, asked through the adapter. */
    async isOnline(userId: string) {
      return (await io.in(userRoom(userId)).fetchSockets()).length > 0
    },
    /** The same for one person whose role changed: their sockets join the rooms of their new rights. */
    reconnectUser(userId: string) {
      io.in(userRoom(userId)).disconnectSockets(true)
    },
    /**
     * Closes this node's sockets before the HTTP server closes, which would otherwise wait for them; their
     * clients reconnect to another node and catch up. `io.close()` would close Fastify's HTTP server itself.
     */
    async close() {
      clearInterval(sweep)
      io.local.disconnectSockets(true)
      await io.of('/').adapter.close()
      io.engine.close()
    },
  }
}

export type Realtime = ReturnType<typeof createRealtime>
