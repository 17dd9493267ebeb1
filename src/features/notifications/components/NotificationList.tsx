import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../../ui/Button.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useMarkRead } from '../api/notifications-mutations.ts'
import { notificationsQuery } from '../api/notifications-queries.ts'
import * as styles from './NotificationList.css.ts'
import { NotificationItem } from './NotificationItem.tsx'

/** The bell's list, newest first, a page at a time. */
export default function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const query = useInfiniteQuery(notificationsQuery())
  const markRead = useMarkRead()
  const [focusId, setFocusId] = useState<string>()

  const loadMore = async () => {
    const result = await query.fetchNextPage()
    // Focus moves on to the first new notification: the button it was on may be gone, and that is what comes next.
    if (!result.isFetchNextPageError) setFocusId(result.data?.pages.at(-1)?.notifications[0]?.id)
  }

  return (
    <QueryState
      query={query}
      loadingLabel="Loading notifications"
      pending={<Skeleton lines={3} />}
      errorTitle="We could not load your notifications."
      isEmpty={(data) => data.pages[0]!.notifications.length === 0}
      empty={<p className={styles.empty}>No notifications yet</p>}
    >
      {(data) => (
        <>
          <ul className={styles.list}>
            {data.pages.flatMap((page) =>
              page.notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  focused={notification.id === focusId}
                  onRead={(id, onDone) => markRead.mutate(id, { onSuccess: onDone })}
                  onNavigate={onNavigate}
                />
              )),
            )}
          </ul>
          {query.isFetchNextPageError && (
            <p role="alert" className={styles.moreError}>
              We could not load more notifications.
            </p>
          )}
          {query.hasNextPage && (
            <Button variant="outline" size="sm" className={styles.more} disabled={query.isFetchingNextPage} onClick={() => void loadMore()}>
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </QueryState>
  )
}
