import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { UnreadCountResponse, type Notification } from '../../../../contract/notifications.ts'
import { sendJson } from '../../../lib/api.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { notificationKeys } from './notifications-keys.ts'
import type { NotificationPage } from './notifications-queries.ts'

type Pages = InfiniteData<NotificationPage>

/**
 * Both calls answer with the new unread count, so the badge and the open list change without asking again.
 * `isTarget` picks the notifications the call has read.
 */
function applyRead(queryClient: QueryClient, unreadCount: number, isTarget: (n: Notification) => boolean) {
  queryClient.setQueryData(notificationKeys.unreadCount, unreadCount)
  const readAt = new Date().toISOString()
  queryClient.setQueryData<Pages>(
    notificationKeys.list,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          notifications: page.notifications.map((n) => (n.readAt === null && isTarget(n) ? { ...n, readAt } : n)),
        })),
      },
  )
}

// Declared on the mutation, not per call: a click that also navigates unmounts the list before the answer comes.
export function useMarkRead() {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  return useMutation({
    mutationFn: (id: string) => sendJson(UnreadCountResponse, 'post', `notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (r, id) => applyRead(queryClient, r.data.unreadCount, (n) => n.id === id),
    onError: (error) => toast({ tone: 'error', title: error.message }),
  })
}

export function useMarkAllRead() {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  return useMutation({
    mutationFn: () => sendJson(UnreadCountResponse, 'post', 'notifications/read-all'),
    onSuccess: (r) => applyRead(queryClient, r.data.unreadCount, () => true),
    onError: (error) => toast({ tone: 'error', title: error.message }),
  })
}
