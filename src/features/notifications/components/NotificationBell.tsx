import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Popover } from 'radix-ui'
import { Button } from '../../../ui/Button.tsx'
import { CountBadge } from '../../../ui/CountBadge.tsx'
import { headerControl } from '../../../ui/header-control.css.ts'
import { Loading, Skeleton } from '../../../ui/Skeleton.tsx'
import { Icon } from '../../../ui/icons.tsx'
import { useMarkAllRead } from '../api/notifications-mutations.ts'
import { unreadCountQuery } from '../api/notifications-queries.ts'
import * as styles from './NotificationBell.css.ts'

const loadList = () => import('./NotificationList.tsx')
// The list is fetched when someone reaches for the bell, not with the header.
const NotificationList = lazy(loadList)

const BellIcon = () => (
  <Icon>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
)

interface NotificationBellProps {
  /** Shows the word 'Notifications' beside the icon, for the phone menu's full-width rows. */
  labelled?: boolean
  /** Called after a notification's link was followed, so a surrounding menu can close too. */
  onNavigate?: () => void
}

/** The bell with its unread badge, opening the user's notifications in a popover. */
export function NotificationBell({ labelled = false, onNavigate }: NotificationBellProps) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const content = useRef<HTMLDivElement>(null)
  const { data: unread = 0 } = useQuery(unreadCountQuery())
  const markAll = useMarkAllRead()
  const variant = labelled ? 'labelled' : 'icon'

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={headerControl[variant]}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
      >
        <BellIcon />
        {labelled && 'Notifications'}
        <CountBadge count={unread} variant={variant} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content ref={content} className={styles.content} aria-labelledby={titleId} align="end" sideOffset={8} collisionPadding={16}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              Notifications
            </h2>
            {/* The button goes once nothing is unread; focus then stays in the popover rather than falling to the page. */}
            {unread > 0 && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.markAll}
                disabled={markAll.isPending}
                onClick={() => markAll.mutate(undefined, { onSuccess: () => content.current?.focus() })}
              >
                Mark all as read
              </Button>
            )}
          </div>
          <Suspense
            fallback={
              <Loading label="Loading notifications">
                <Skeleton lines={3} />
              </Loading>
            }
          >
            <NotificationList
              onNavigate={() => {
                setOpen(false)
                onNavigate?.()
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
