import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { Message, type ServerToClientEvents } from '../../../../contract/chat.ts'
import { flushOutbox, registerOutboxSender } from '../../../lib/outbox.ts'
import { useSocket } from '../../../lib/socket.ts'
import { showToast } from '../../../ui/toast-store.ts'
import { chatKeys } from '../api/chat-keys.ts'
import { addMessages, applyRead } from '../api/messages-cache.ts'
import { CHAT_MESSAGE, chatMessageSender } from '../chat-outbox.ts'

/**
 * What the chat does for a signed-in person on every screen: keeps the socket open, sends the messages waiting in
 * the outbox (now, and whenever the socket connects again), keeps the unread count and any open conversation in step
 * with what the socket pushes. Run once, by the header.
 */
export function useChatSync() {
  const queryClient = useQueryClient()
  const socket = useSocket()

  useEffect(() => registerOutboxSender(CHAT_MESSAGE, chatMessageSender(queryClient)), [queryClient])

  useEffect(() => {
    if (!socket) return
    const onConnect = () => void flushOutbox()
    const onUnreadCount: ServerToClientEvents['unread_count'] = ({ unreadCount }) => queryClient.setQueryData(chatKeys.unreadCount, unreadCount)
    const onNewMessage: ServerToClientEvents['new_message'] = (message) => {
      const parsed = v.safeParse(Message, message)
      if (parsed.success) addMessages(queryClient, [parsed.output])
    }
    const onUpdated = () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations })
    const onRead: ServerToClientEvents['conversation_read'] = (read) => applyRead(queryClient, read)
    const onError: ServerToClientEvents['chat_error'] = (error) => showToast({ tone: 'error', title: error.message })
    socket.on('connect', onConnect)
    socket.on('unread_count', onUnreadCount)
    socket.on('new_message', onNewMessage)
    socket.on('conversation_updated', onUpdated)
    socket.on('conversation_read', onRead)
    socket.on('chat_error', onError)
    if (socket.connected) onConnect()
    return () => {
      socket.off('connect', onConnect)
      socket.off('unread_count', onUnreadCount)
      socket.off('new_message', onNewMessage)
      socket.off('conversation_updated', onUpdated)
      socket.off('conversation_read', onRead)
      socket.off('chat_error', onError)
    }
  }, [socket, queryClient])
}
