import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { ConversationRead, Message } from '../../../../contract/chat.ts'
import { chatKeys } from './chat-keys.ts'
import type { MessagesPage } from './chat-queries.ts'

// The pages of a conversation as the cache holds them, and the changes the socket and the sends make to them. A
// message that came live sits in the newest page, so the next older page the server answers can repeat some of
// what is already here: the messages are always read once each, by id.

export type MessagePages = InfiniteData<MessagesPage>

/** Every message in the pages once, oldest first. */
export function messagesOf(data: MessagePages | undefined) {
  const byId = new Map<number, Message>()
  for (const page of data?.pages ?? []) for (const message of page.messages) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** The newest message id the pages hold, 0 for none. */
export const newestId = (data: MessagePages | undefined) => Math.max(0, ...(data?.pages.flatMap((page) => page.messages.map((m) => m.id)) ?? []))

/** The pages with `messages` in the newest one; one already held anywhere is not added again. */
export function withMessages(data: MessagePages, messages: readonly Message[]): MessagePages {
  const held = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)))
  const added = messages.filter((m) => !held.has(m.id))
  if (!added.length) return data
  const [newest, ...older] = data.pages as [MessagesPage, ...MessagesPage[]]
  const merged = [...added, ...newest.messages].sort((a, b) => b.id - a.id)
  const latest = merged[0]!
  const lastMessage = !newest.conversation.lastMessage || latest.id > newest.conversation.lastMessage.id ? latest : newest.conversation.lastMessage
  return { ...data, pages: [{ ...newest, messages: merged, conversation: { ...newest.conversation, lastMessage } }, ...older] }
}

/** The pages with what a catch-up found: its messages, and the conversation as it is now (its read marks). */
export function withCaughtUp(data: MessagePages, missed: MessagesPage): MessagePages {
  const [newest, ...older] = withMessages(data, missed.messages).pages as [MessagesPage, ...MessagesPage[]]
  return { ...data, pages: [{ ...newest, conversation: { ...missed.conversation, lastMessage: newest.conversation.lastMessage } }, ...older] }
}

/** The pages with one side's read mark moved forward (never back: events can arrive out of order). */
export function withRead(data: MessagePages, read: ConversationRead): MessagePages {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const { user1, user2, reads } = page.conversation
      const side = read.userId === user1.id ? 'user1' : read.userId === user2.id ? 'user2' : null
      if (!side || reads[side] >= read.lastReadMessageId) return page
      return { ...page, conversation: { ...page.conversation, reads: { ...reads, [side]: read.lastReadMessageId } } }
    }),
  }
}

const bothReaders = (conversationId: string) => [chatKeys.messages(conversationId, false), chatKeys.messages(conversationId, true)]

/** Puts messages into their conversation wherever it is held (the member's view, staff's, or both). */
export function addMessages(queryClient: QueryClient, messages: readonly Message[]) {
  for (const message of messages) {
    for (const key of bothReaders(message.conversationId)) {
      queryClient.setQueryData<MessagePages>(key, (data) => data && withMessages(data, [message]))
    }
  }
}

export function applyRead(queryClient: QueryClient, read: ConversationRead) {
  for (const key of bothReaders(read.conversationId)) {
    queryClient.setQueryData<MessagePages>(key, (data) => data && withRead(data, read))
  }
}

/**
 * Keeps only the newest page of a conversation that is closed: opening it again starts from its latest messages,
 * as paging starts over for each conversation, and asks the server for one page rather than all of them.
 */
export function keepNewestPage(queryClient: QueryClient, key: readonly unknown[]) {
  queryClient.setQueryData<MessagePages>(key, (data) => data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data)
}
