import { useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { envelope } from '../../../../contract/common.ts'
import { Message } from '../../../../contract/chat.ts'
import { sendJson } from '../../../lib/api.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { adminConversations } from './admin-chats.ts'
import { addMessages } from './messages-cache.ts'

const SentMessageResponse = envelope(Message)

/**
 * Staff answering a conversation under the staff name. A text sent again after a failure keeps its client id, so an
 * answer whose reply was lost is not stored twice.
 */
export function useStaffAnswer(conversationId: string) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const lastTry = useRef<{ message: string; clientId: string } | null>(null)
  return useMutation({
    mutationFn: (message: string) => {
      const clientId = lastTry.current?.message === message ? lastTry.current.clientId : crypto.randomUUID()
      lastTry.current = { message, clientId }
      return sendJson(SentMessageResponse, 'post', `admin/conversations/${encodeURIComponent(conversationId)}/messages`, { message, clientId })
    },
    onSuccess: (reply) => {
      lastTry.current = null
      addMessages(queryClient, [reply.data])
      void queryClient.invalidateQueries({ queryKey: adminConversations.keys.lists })
    },
    onError: (error) => toast({ tone: 'error', title: error.message }),
  })
}
