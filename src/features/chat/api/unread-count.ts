import { queryOptions } from '@tanstack/react-query'
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
