import { useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { InfiniteList, shownCount, type InfiniteListTexts } from '../../../ui/InfiniteList.tsx'
import { useMarkRead } from '../api/notifications-mutations.ts'
import { notificationsQuery } from '../api/notifications-queries.ts'
import * as styles from './NotificationList.css.ts'
import { NotificationItem } from './NotificationItem.tsx'

const texts: InfiniteListTexts = {
  loading: 'Loading notifications...',
  loadingMore: 'Loading more notifications...',
  empty: 'No notifications yet',
  // The popover ends where its list does; the count is still read out.
  end: '',
  count: shownCount('notification', 'notifications'),
}

/** The bell's list, newest first, a page at a time by its button: scrolling inside a popover is easy to miss. */
export default function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const query = useInfiniteQuery(notificationsQuery())
  const notifications = useMemo(() => query.data?.pages.flatMap((page) => page.notifications) ?? [], [query.data])
  const markRead = useMarkRead()

  return (
    <InfiniteList
      query={query}
      items={notifications}
      itemKey={(notification) => notification.id}
      renderItem={(notification, row) => (
        <NotificationItem
          notification={notification}
          onRead={(id, stay) => markRead.mutate(id, stay ? { onSuccess: row.focus } : undefined)}
          onNavigate={onNavigate}
        />
      )}
      texts={texts}
      label="Notifications"
      errorTitle="We could not load your notifications."
      loadMore="Load more"
      listClassName={styles.list}
    />
  )
}
