import { infiniteQueryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { Paged } from '../../../../contract/common.ts'
import { ConversationMessagesResponse, ConversationsResponse, type Conversation } from '../../../../contract/chat.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams } from '../../../lib/paging.ts'
import { chatKeys } from './chat-keys.ts'

export type ConversationPage = Paged<'conversations', Conversation>

const fetchConversationPage = (page: number, signal?: AbortSignal): Promise<ConversationPage> =>
  getJson(ConversationsResponse, 'conversations', { searchParams: { page }, signal }).then((r) => r.data)

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ pageParam, signal }) => fetchConversationPage(pageParam, signal),
    ...pageParams,
    // Kept current by the socket's `conversation_updated`; opening the screen asks again all the same.
    staleTime: 0,
  })

/** A conversation as one reader opens it: its member or expert, or staff from the admin area. */
export interface ConversationRef {
  id: string
  staff: boolean
}

export type MessagesPage = v.InferOutput<typeof ConversationMessagesResponse>['data']

const messagesPath = ({ id, staff }: ConversationRef) => `${staff ? 'admin/' : ''}conversations/${encodeURIComponent(id)}`

/** One page of messages, newest first. The member's or expert's first page marks the conversation read. */
const fetchMessagesPage = (ref: ConversationRef, page: number, signal?: AbortSignal): Promise<MessagesPage> =>
  getJson(ConversationMessagesResponse, messagesPath(ref), { searchParams: { page }, signal }).then((r) => r.data)

/** What came after the newest message this device has: a page of them, and whether more than that came. */
export const fetchMessagesAfter = (ref: ConversationRef, after: number): Promise<MessagesPage> =>
  getJson(ConversationMessagesResponse, messagesPath(ref), { searchParams: { after } }).then((r) => r.data)

export const messagesQuery = (ref: ConversationRef) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(ref.id, ref.staff),
    queryFn: ({ pageParam, signal }) => fetchMessagesPage(ref, pageParam, signal),
    ...pageParams,
    // Opening a conversation always asks again: messages may have come while it was closed and its room left.
    staleTime: 0,
  })
