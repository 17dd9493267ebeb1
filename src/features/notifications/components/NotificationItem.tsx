import { useRouter } from '@tanstack/react-router'
import type { Notification } from '../../../../contract/notifications.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { isInternalHref, navigateInApp } from '../../../lib/internal-link.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { cx } from '../../../ui/cx.ts'
import * as styles from './NotificationList.css.ts'

interface NotificationItemProps {
  notification: Notification
  /** Marks it read; with `stay`, the row takes the focus once the server agreed, as its button turns into text. */
  onRead: (id: string, stay?: boolean) => void
  onNavigate: () => void
}

/**
 * One notification. It is a link when it leads somewhere, a button when all a click can do is mark it read,
 * and plain text once read with nowhere to go.
 */
export function NotificationItem({ notification, onRead, onNavigate }: NotificationItemProps) {
  const router = useRouter()
  const { id, title, text, link, createdAt, readAt } = notification
  const unread = readAt === null
  const body = (
    <>
      {unread && <span className={visuallyHidden}>Unread: </span>}
      <span className={styles.title}>{title}</span>
      <span className={styles.text}>{text}</span>
      <time className={styles.date} dateTime={createdAt}>
        {formatDateTime(createdAt)}
      </time>
    </>
  )
  const className = cx(styles.item, unread && styles.unread)

  // Only paths inside the app become links: the server's field is meant to hold nothing else.
  if (link && isInternalHref(link)) {
    return (
      <a
        href={link}
        className={cx(className, styles.action)}
        onClick={(event) => {
          if (unread) onRead(id)
          navigateInApp(event, router, event.currentTarget)
          // A new-tab click leaves this page, and the list, where they are.
          if (event.defaultPrevented) onNavigate()
        }}
      >
        {body}
      </a>
    )
  }
  if (unread) {
    return (
      // Read, the button turns into text; the row takes the focus so the keyboard stays in the popover.
      <button type="button" className={cx(className, styles.action)} onClick={() => onRead(id, true)}>
        {body}
      </button>
    )
  }
  return <div className={className}>{body}</div>
}
