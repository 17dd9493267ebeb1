import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Message, ServerToClientEvents } from '../../../../contract/chat.ts'
import { usePageVisible } from '../../../lib/page-visible.ts'
import { useSocket } from '../../../lib/socket.ts'
import { fetchMessagesAfter, messagesQuery, type ConversationRef } from '../api/chat-queries.ts'
import { keepNewestPage, newestId, withCaughtUp, type MessagePages } from '../api/messages-cache.ts'
import { isOutgoing, type Viewer } from '../people.ts'

/** 'typing…' stays this long after the last typing signal. */
const TYPING_SHOWN_MS = 4_000
/** One's own typing is told at most this often. */
const TYPING_EVERY_MS = 2_000
/** How long a join waits for the server's answer before catching up anyway. */
const JOIN_TIMEOUT_MS = 5_000

/**
 * What a conversation missed while the socket was away and the server could not replay it: the messages after the
 * newest one this device has, merged by id; when more than a page was missed, the pages start again from the first.
 */
async function catchUp(queryClient: QueryClient, ref: ConversationRef) {
  const { queryKey } = messagesQuery(ref)
  const data = queryClient.getQueryData<MessagePages>(queryKey)
  if (!data) return
  const missed = await fetchMessagesAfter(ref, newestId(data)).catch(() => null)
  if (!missed) return
  if (missed.hasMore) await queryClient.resetQueries({ queryKey })
  else queryClient.setQueryData<MessagePages>(queryKey, (current) => current && withCaughtUp(current, missed))
}

/**
 * An open conversation, live: its room is joined while it is open (again after every reconnect, catching up when
 * the socket's state was not recovered) and left when it closes; the other side's typing shows for a while; and the
 * member or expert marks new messages read while the page is on screen. `messages` is undefined until loaded.
 */
export function useLiveConversation(ref: ConversationRef, viewer: Viewer, messages: readonly Message[] | undefined) {
  const socket = useSocket()
  const queryClient = useQueryClient()
  const [typist, setTypist] = useState<string | null>(null)
  const { id: conversationId, staff } = ref

  useEffect(() => {
    if (!socket) return
    const join = (reconnected: boolean) =>
      socket.timeout(JOIN_TIMEOUT_MS).emit('join_conversation', { conversationId }, () => {
        if (reconnected && !socket.recovered) void catchUp(queryClient, { id: conversationId, staff })
      })
    const onConnect = () => join(true)
    if (socket.connected) join(false)
    socket.on('connect', onConnect)
    return () => {
      socket.off('connect', onConnect)
      if (socket.connected) socket.emit('leave_conversation', { conversationId })
      keepNewestPage(queryClient, messagesQuery({ id: conversationId, staff }).queryKey)
    }
  }, [socket, queryClient, conversationId, staff])

  useEffect(() => {
    if (!socket) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onTyping: ServerToClientEvents['typing'] = (typing) => {
      if (typing.conversationId !== conversationId || typing.userId === viewer.id) return
      setTypist(typing.name)
      clearTimeout(timer)
      timer = setTimeout(() => setTypist(null), TYPING_SHOWN_MS)
    }
    // Their message has arrived: they are no longer typing it.
    const onMessage: ServerToClientEvents['new_message'] = (message) => {
      if (message.conversationId !== conversationId || message.sender?.id === viewer.id) return
      clearTimeout(timer)
      setTypist(null)
    }
    socket.on('typing', onTyping)
    socket.on('new_message', onMessage)
    return () => {
      clearTimeout(timer)
      socket.off('typing', onTyping)
      socket.off('new_message', onMessage)
    }
  }, [socket, conversationId, viewer.id])

  const lastTyping = useRef(0)
  const notifyTyping = useCallback(() => {
    const now = Date.now()
    if (!socket?.connected || now - lastTyping.current < TYPING_EVERY_MS) return
    lastTyping.current = now
    socket.emit('typing', { conversationId })
  }, [socket, conversationId])

  // The first page's fetch marks what it shows read; after that, each message that arrives while the page is on
  // screen is marked read (when the page comes back into view, for one that came while it was not).
  const visible = usePageVisible()
  const newestIncoming = messages?.findLast((message) => !isOutgoing(message, viewer))?.id ?? 0
  const marked = useRef<number | null>(null)
  const loaded = messages !== undefined
  useEffect(() => {
    if (staff || !socket || !loaded) return
    if (marked.current === null) {
      marked.current = newestIncoming
      return
    }
    if (!visible || newestIncoming <= marked.current) return
    marked.current = newestIncoming
    socket.emit('mark_read', { conversationId, messageId: newestIncoming })
  }, [staff, socket, loaded, visible, newestIncoming, conversationId])

  return { typist, notifyTyping: staff ? undefined : notifyTyping }
}
