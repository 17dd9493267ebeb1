import { queryOptions, useQuery } from '@tanstack/react-query'
import { UnreadCountResponse } from '../../../../contract/notifications.ts'
import { getJson } from '../../../lib/api.ts'
import { chatKeys } from './chat-keys.ts'

// Apart from chat-queries.ts: the header's chat link reads it on every screen, and must not bring the chat's
// schemas along.

/** The unread count is asked for again every 10 s, besides the socket's pushes. */
const UNREAD_POLL_MS = 10_000

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: chatKeys.unreadCount,
    queryFn: ({ signal }) => getJson(UnreadCountResponse, 'conversations/unread-count', { signal }).then((r) => r.data.unreadCount),
    // The query client skips focus refetches app-wide; a returning tab should see the count at once, not 10 s later.
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })

/** The person's unread chat messages; 0 until known. */
export const useUnreadChatCount = () => useQuery(unreadCountQuery()).data ?? 0

/** What a link to the chat is called, with its count: 'Chat, 3 unread'. */
export const chatLinkName = (unread: number) => (unread > 0 ? `Chat, ${unread} unread` : 'Chat')
