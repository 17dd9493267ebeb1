import { visuallyHidden } from '../styles/utilities.css.ts'
import * as styles from './CountBadge.css.ts'

/** An unread count as a badge shows it: '9+' above 9. */
const countText = (count: number) => (count > 9 ? '9+' : String(count))

interface CountBadgeProps {
  count: number
  variant?: keyof typeof styles.badge
  /**
   * What a screen reader hears instead of the capped number ('12 unread'), where the control has no name of its own
   * that says it. The badge is a box of its own, so browsers set it apart from the words before it.
   */
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
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        countText(count)
      )}
    </span>
  )
}
