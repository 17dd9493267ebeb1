import { useMemo } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { Message } from '../../../contract/chat.ts'
import { useAuth } from '../../lib/auth.ts'
import { addToOutbox, OutboxRefusal, useOutbox, type OutboxItem, type OutboxSender } from '../../lib/outbox.ts'
import { currentSocket } from '../../lib/socket.ts'
import { showToast } from '../../ui/toast-store.ts'
import { chatKeys } from './api/chat-keys.ts'
import { addMessages } from './api/messages-cache.ts'

// Chat messages are the outbox's first kind: written at once into the conversation as pending, sent over the socket
// when it is connected, and kept with the server's message when refused.

export const CHAT_MESSAGE = 'chat-message'

export interface ChatMessageDraft {
  conversationId: string
  message: string
}

/** How long a sent message waits for the server's answer before it counts as lost and is sent again. */
const ACK_TIMEOUT_MS = 10_000

/** Answers that a later try can change: the server failed, or its database was out of reach. */
const RETRY_CODES = new Set(['internal', 'service_unavailable'])

/**
 * Sends one message with `send_message` and waits for the server's answer. The server keeps one message per client
 * id, so sending again after a lost answer gets the stored message back rather than a second one.
 */
export function chatMessageSender(queryClient: QueryClient): OutboxSender<ChatMessageDraft> {
  return {
    async send({ id, payload }) {
      const socket = currentSocket()
      // Offline, a socket can look connected until its transport notices; the message waits for the network instead.
      if (!socket?.connected || !navigator.onLine) throw new Error('The chat is not connected')
      const answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('send_message', { ...payload, clientId: id })
      if (!answer.ok) {
        if (RETRY_CODES.has(answer.error.code)) throw new Error(answer.error.message)
        throw new OutboxRefusal(answer.error.message)
      }
      addMessages(queryClient, [v.parse(Message, answer.data)])
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations })
    },
    onRefused: (item) => showToast({ tone: 'error', title: item.error ?? 'The message was not sent' }),
  }
}

export const queueChatMessage = (draft: ChatMessageDraft) => addToOutbox(CHAT_MESSAGE, draft)

const isChatMessage = (item: OutboxItem): item is OutboxItem<ChatMessageDraft> => item.kind === CHAT_MESSAGE

/** The signed-in person's unsent messages in one conversation, oldest first. */
export function usePendingMessages(conversationId: string) {
  const items = useOutbox()
  const owner = useAuth().user?.id
  return useMemo(
    () => items.filter(isChatMessage).filter((item) => item.owner === owner && item.payload.conversationId === conversationId),
    [items, owner, conversationId],
  )
}
