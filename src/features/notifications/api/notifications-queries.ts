import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { NotificationsResponse, UnreadCountResponse } from '../../../../contract/notifications.ts'
import { getJson } from '../../../lib/api.ts'

/** The spec's unread-count poll. */
export const UNREAD_POLL_MS = 10_000

// Under the 'me' root, so another user's notifications are dropped when the token changes (auth-sync.ts).
export const notificationKeys = {
  unreadCount: ['me', 'notifications', 'unread-count'] as const,
  list: ['me', 'notifications', 'list'] as const,
}

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getJson(UnreadCountResponse, 'notifications/unread-count', { signal }).then((r) => r.data.unreadCount),
    // The query client skips focus refetches app-wide; a returning tab should see the count at once, not 10 s later.
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      getJson(NotificationsResponse, 'notifications', { searchParams: { page: pageParam }, signal }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // Opening the bell is when someone expects news, so every opening asks again.
    staleTime: 0,
  })
