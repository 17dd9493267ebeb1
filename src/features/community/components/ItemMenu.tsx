import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import type { FlagReason } from '../../../../contract/community.ts'
import * as styles from './Community.css.ts'
import { MoreIcon } from './icons.tsx'

export interface ItemMenuProps {
  /** The trigger's name for screen readers: 'More actions for the post “Title”'. */
  label: string
  /** Delete is offered: the reader wrote it, or is staff. */
  canDelete: boolean
  /** Flagging is offered: someone else wrote it (a visitor who tries is asked to sign in). */
  canFlag: boolean
  /** What is deleted, as the confirmation names it: the post's title, or the comment's writer. */
  what: { kind: 'post' | 'comment' | 'reply'; name: string }
  /** Deletes it, once confirmed; the answer's message is shown. */
  onDelete: () => Promise<{ message?: string }>
  deleting: boolean
  onFlag: (reason: FlagReason) => void
}

// Radix's menu (with its positioning) is most of a screen's budget: it comes the first time a menu is opened.
const ItemMenuContent = lazy(() => import('./ItemMenuContent.tsx'))

/** The ⋯ button with its menu: Delete, and the reasons to flag the item for staff. Nothing when it offers neither. */
export function ItemMenu(props: ItemMenuProps) {
  const [wanted, setWanted] = useState(false)
  if (!props.canDelete && !props.canFlag) return null
  const trigger = (
    <button
      type="button"
      className={styles.menuTrigger}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return
        event.preventDefault()
        setWanted(true)
      }}
    >
      <MoreIcon />
    </button>
  )
  if (!wanted) return trigger
  return (
    <Suspense fallback={trigger}>
      <ItemMenuContent {...props} />
    </Suspense>
  )
}
