import { visuallyHidden } from '../styles/utilities.css.ts'
import * as styles from './CountBadge.css.ts'

/** An unread count as a badge shows it: '9+' above 9. */
export const countText = (count: number) => (count > 9 ? '9+' : String(count))

interface CountBadgeProps {
  count: number
  variant?: keyof typeof styles.badge
  /** What a screen reader hears instead of the capped number ('12 unread'), where the control's name does not say it. */
  label?: string
}

/** A count of unread things on a control (the bell, the chat link, a conversation); nothing at 0. */
export function CountBadge({ count, variant = 'inline', label }: CountBadgeProps) {
  if (count <= 0) return null
  return (
    <span className={styles.badge[variant]}>
      {label ? (
        <>
          <span aria-hidden="true">{countText(count)}</span>
          {/* Set off from the words before it, which the name would otherwise run into: 'Chat, 12 unread'. */}
          <span className={visuallyHidden}>, {label}</span>
        </>
      ) : (
        countText(count)
      )}
    </span>
  )
}
