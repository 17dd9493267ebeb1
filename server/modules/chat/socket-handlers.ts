import type { FastifyBaseLogger } from 'fastify'
import type * as v from 'valibot'
import { JoinConversation, LeaveConversation, MarkRead, SendMessage, Typing, type SocketAck } from '../../../contract/chat.ts'
import { isDatabaseUnavailable } from '../../db/unavailable.ts'
import { HttpError } from '../../http/errors.ts'
import { parseInput } from '../../http/valibot.ts'
import type { ChatEvents, ChatService } from './service.ts'
import { conversationRoom, userRoom, type ChatServer, type ChatSocket } from '../../core/realtime/rooms.ts'

type Failure = Extract<SocketAck<unknown>, { ok: false }>['error']

// Events a socket may send in a second before they are refused unread: typing and joins are cheap, but not free.
const EVENTS_PER_SECOND = 30

/** The error a client is told: an HttpError as it is, anything else without internals, as HTTP does. */
function failure(err: unknown, log: FastifyBaseLogger, event: string): Failure {
  if (err instanceof HttpError) return { code: err.code, message: err.message, ...(err.issues && { issues: err.issues }) }
  if (isDatabaseUnavailable(err)) return { code: 'service_unavailable', message: 'Service unavailable, please try again shortly' }
  log.error({ err, event }, 'socket event failed')
  return { code: 'internal', message: 'Internal server error!' }
}

/**
 * The chat's socket events. Each payload is checked against its contract schema as an HTTP body is; whatever a
 * client sends, it gets an answer (its acknowledgement, or `chat_error` when it asked for none) and the socket
 * stays up. The sender is the socket's session user, never a field of the payload.
 */
export function registerChatHandlers(io: ChatServer, service: ChatService, log: FastifyBaseLogger) {
  io.on('connection', (socket: ChatSocket) => {
    const user = () => socket.data.auth.user
    let windowStart = 0
    let eventsInWindow = 0
    const flooding = () => {
      const now = Date.now()
      if (now - windowStart >= 1000) {
        windowStart = now
        eventsInWindow = 0
      }
      return ++eventsInWindow > EVENTS_PER_SECOND
    }

    function on<S extends v.GenericSchema, T>(event: string, schema: S, handle: (payload: v.InferOutput<S>) => Promise<T>) {
      socket.on(event as 'typing', async (...args: unknown[]) => {
        const last = args.at(-1)
        const ack = typeof last === 'function' ? (last as (answer: SocketAck<T>) => void) : undefined
        const payload = args.length > (ack ? 1 : 0) ? args[0] : undefined
        const refuse = (error: Failure) => (ack ? ack({ ok: false, error }) : socket.emit('chat_error', { event, code: error.code, message: error.message }))
        if (flooding()) return refuse({ code: 'rate_limited', message: 'Too many events. Please slow down.' })
        const parsed = parseInput(schema, payload, 'payload')
        if ('error' in parsed) return refuse(failure(parsed.error, log, event))
        try {
          const data = await handle(parsed.value)
          ack?.({ ok: true, data })
        } catch (err) {
          refuse(failure(err, log, event))
        }
      })
    }

    on('join_conversation', JoinConversation, async ({ conversationId }) => {
      await service.allowed(user(), conversationId)
      await socket.join(conversationRoom(conversationId))
      socket.data.joined.add(conversationId)
      return null
    })

    on('leave_conversation', LeaveConversation, async ({ conversationId }) => {
      await socket.leave(conversationRoom(conversationId))
      socket.data.joined.delete(conversationId)
      return null
    })

    on('send_message', SendMessage, (message) => service.send(user(), message))

    on('mark_read', MarkRead, async ({ conversationId, messageId }) => {
      await service.read(user(), conversationId, messageId)
      return null
    })

    on('typing', Typing, async ({ conversationId }) => {
      if (!socket.data.joined.has(conversationId)) throw new HttpError(403, 'forbidden', 'Join the conversation first')
      socket.to(conversationRoom(conversationId)).emit('typing', { conversationId, userId: user().id, name: user().name })
      return null
    })
  })
}

/** What the chat tells live: each event to the rooms of the conversation and of the people it concerns, on every node. */
export const chatEvents = (io: ChatServer): ChatEvents => ({
  newMessage: (message) => io.to(conversationRoom(message.conversationId)).emit('new_message', message),
  conversationUpdated: (conversationId, userIds) => io.to(userIds.map(userRoom)).emit('conversation_updated', { conversationId }),
  unreadCount: (userId, unreadCount) => io.to(userRoom(userId)).emit('unread_count', { unreadCount }),
  conversationRead: (read, userIds) => io.to([conversationRoom(read.conversationId), ...userIds.map(userRoom)]).emit('conversation_read', read),
})
