import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import * as styles from './Community.css.ts'
import type { ItemMenuProps } from './ItemMenuContent.tsx'
import { MoreIcon } from './icons.tsx'

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
