import type { ReactNode } from 'react'
import { Button } from '../../../../ui/Button.tsx'
import * as styles from './SiteContent.css.ts'

interface ThumbEntryProps {
  /** Its picture's address; none while it has none. */
  thumb?: string | null
  /** The fields. */
  children: ReactNode
  /** Its buttons before Remove (choose another picture). */
  actions: ReactNode
  /** Remove's accessible name: 'Remove slide 2'. */
  removeLabel: string
  onRemove: () => void
}

/** One entry of a list edited in place (a slide, a service card): its picture beside its fields, then its buttons. */
export function ThumbEntry({ thumb, children, actions, removeLabel, onRemove }: ThumbEntryProps) {
  return (
    <div className={styles.withThumb}>
      {thumb && <img src={thumb} alt="" className={styles.thumb} />}
      <div className={styles.grow}>
        {children}
        <div className={styles.actions}>
          {actions}
          <Button variant="ghost" size="sm" aria-label={removeLabel} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
    </div>
  )
}
