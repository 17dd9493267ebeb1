import { Collapsible } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import * as styles from './CollapsibleSection.css.ts'

interface CollapsibleSectionProps {
  title: string
  count: number
  /** Kept open while it holds a field with a message, so the form can move focus there. */
  forceOpen: boolean
  children: ReactNode
}

/** One of the settings lists, closed until wanted so the four fit on a phone's screen; its size shows when closed. */
export function CollapsibleSection({ title, count, forceOpen, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(false)
  return (
    <Collapsible.Root open={open || forceOpen} onOpenChange={setOpen} className={styles.section}>
      <h2 className={styles.heading}>
        <Collapsible.Trigger className={styles.trigger}>
          <span>
            {title} <span className={styles.count}>({count})</span>
          </span>
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  )
}
