import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query'
import type { Paged } from '../../../../contract/common.ts'
import { NotificationsResponse, UnreadCountResponse, type Notification } from '../../../../contract/notifications.ts'
import { getJson } from '../../../lib/api.ts'
import { pageParams } from '../../../lib/paging.ts'
import { notificationKeys } from './notifications-keys.ts'

/** The unread count is asked for again every 10 s. */
export const UNREAD_POLL_MS = 10_000

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getJson(UnreadCountResponse, 'notifications/unread-count', { signal }).then((r) => r.data.unreadCount),
    // The query client skips focus refetches app-wide; a returning tab should see the count at once, not 10 s later.
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })

/** The person's unread notices; 0 until known. */
export const useUnreadNotificationCount = () => useQuery(unreadCountQuery()).data ?? 0

export type NotificationPage = Paged<'notifications', Notification>

const fetchNotificationPage = (page: number, signal?: AbortSignal): Promise<NotificationPage> =>
  getJson(NotificationsResponse, 'notifications', { searchParams: { page }, signal }).then((r) => r.data)

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    ...pageParams,
    // Opening the bell is when someone expects news, so every opening asks again.
    staleTime: 0,
  })
