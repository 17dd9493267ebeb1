import { useMutation } from '@tanstack/react-query'
import { CreateConversationResponse } from '../../../../contract/chat.ts'
import { sendJson } from '../../../lib/api.ts'

/** Connect: the member's conversation with the expert (made the first time, the same one after), by its id. */
export function useCreateConversation() {
  return useMutation({
    mutationFn: (expertId: string) => sendJson(CreateConversationResponse, 'post', 'conversations/create', { userId: expertId }).then((r) => r.data.conversationId),
  })
}
