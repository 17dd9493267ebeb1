import type { Server, Socket } from 'socket.io'
import type { ClientToServerEvents, ServerToClientEvents } from '../../../contract/chat.ts'
import type { RequestAuth } from '../auth/request-auth.ts'

export interface SocketData {
  auth: RequestAuth
  /** The conversations this socket follows live; only these may it say it is typing in. */
  joined: Set<string>
}

/** What one node tells the others through the adapter (Redis); a node alone has no one to tell. */
export interface ServerSideEvents {
  /** Managed content was written: each node drops what it cached of it. */
  'content:changed': () => void
}

export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>

export const userRoom = (userId: string) => `user:${userId}`
export const sessionRoom = (sessionId: string) => `session:${sessionId}`
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`
/** Every socket of the holders of a role, so a change of what the role may do reaches them on any node. */
export const roleRoom = (slug: string) => `role:${slug}`
